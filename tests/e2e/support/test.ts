// The `test` every browser test uses: Playwright's, checking that nothing a test did broke the
// pages' Content-Security-Policy (web/build/content-security-policy.ts), which the platform sends
// with the built SPA as CloudFront does in production. A violation means a feature that works
// here would be refused by the policy, or code doing what the policy exists to stop.
// It also closes the browsers a test opens itself (a second photographer, a client) when the
// test ends, passed or failed: left open, their pages would keep syncing through later tests.
// And it keeps tests tagged @exclusive from running beside any other (`platformShare`), and a
// failed test says what the sync nodes did with its pages' client groups (`syncReports`).
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import postgres from 'postgres';
import { databaseUrl } from '../../support/env';
import { syncReport } from '../../support/sync-controls';

export { expect, type Locator, type Page } from '@playwright/test';

const MARK = 'content-security-policy violation:';

/**
 * Reports each violation in the context's pages to the console, where `watch` collects it: for a
 * context of a browser a test launches itself, with the `cspViolations` it is given.
 */
export async function watch(context: BrowserContext, violations: string[]) {
  context.pages().forEach(noteSyncGroups);
  context.on('page', noteSyncGroups);
  context.on('console', (message) => {
    if (message.text().startsWith(MARK)) violations.push(message.text());
  });
  await context.addInitScript((mark) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${mark} ${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, MARK);
}

/** The client groups the pages of the running test synced as; a worker runs one test at a time. */
const syncGroups = new Set<string>();
/** How many of a failed test's client groups its report names, the last opened first. */
const REPORTED_GROUPS = 3;

function noteSyncGroups(page: Page) {
  page.on('websocket', (socket) => {
    const group = new URL(socket.url()).searchParams.get('clientGroupID');
    if (group) syncGroups.add(group);
  });
}

/** Any number, the same in every worker: the key of the platform's advisory lock. */
const PLATFORM_LOCK_KEY = 3100;

export const test = base.extend<
  {
    /** The violations so far; a test that provokes some on purpose takes them out. */
    cspViolations: string[];
    /**
     * Tests run side by side, each in a studio of its own. One tagged @exclusive changes what the
     * others rely on (it publishes a new version of the app), so it must run alone: every test
     * holds the platform shared while it runs, an @exclusive one holds it alone. A Postgres
     * advisory lock on the platform's database, so it holds across workers in any run of any
     * files, and a waiting @exclusive test goes before tests that come later.
     */
    platformShare: void;
    /** On a failure, what the sync nodes logged of the test's client groups. */
    syncReports: void;
  },
  { lockConnection: postgres.Sql }
>({
  lockConnection: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      // One connection: an advisory lock belongs to the session that took it.
      const sql = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
      await use(sql);
      await sql.end();
    },
    { scope: 'worker' },
  ],
  platformShare: [
    async ({ lockConnection: sql }, use, testInfo) => {
      const alone = testInfo.tags.includes('@exclusive');
      const asked = Date.now();
      await (alone
        ? sql`select pg_advisory_lock(${PLATFORM_LOCK_KEY})`
        : sql`select pg_advisory_lock_shared(${PLATFORM_LOCK_KEY})`);
      // Waiting for the platform is not the test's own time.
      testInfo.setTimeout(testInfo.timeout + (Date.now() - asked));
      try {
        await use();
      } finally {
        await (alone
          ? sql`select pg_advisory_unlock(${PLATFORM_LOCK_KEY})`
          : sql`select pg_advisory_unlock_shared(${PLATFORM_LOCK_KEY})`);
      }
    },
    { auto: true },
  ],
  // The test's own browser opens only once the platform is held, and closes before it is let go.
  context: async ({ context, platformShare }, use) => {
    void platformShare;
    await use(context);
  },
  syncReports: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use, testInfo) => {
      syncGroups.clear();
      await use();
      if (testInfo.status === testInfo.expectedStatus || syncGroups.size === 0) return;
      const reports = await Promise.all([...syncGroups].reverse().slice(0, REPORTED_GROUPS).map(syncReport));
      // A second error of the failed test, so that the run's output says it beside the first.
      throw new Error(`What the platform knew of the pages' sync when the test failed:\n${reports.join('\n')}`);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      // Contexts a test opens itself (a second browser, a client's browser) are watched too.
      // browser.newPage keeps its own context, which closes with the page.
      const opened: BrowserContext[] = [];
      const { newContext, newPage } = browser;
      const watched: Pick<Browser, 'newContext' | 'newPage'> = {
        newContext: async (options) => {
          const created = await newContext.call(browser, options);
          opened.push(created);
          await watch(created, violations);
          return created;
        },
        newPage: async (options) => {
          const created = await newPage.call(browser, options);
          opened.push(created.context());
          await watch(created.context(), violations);
          return created;
        },
      };
      Object.assign(browser, watched);
      try {
        await use(violations);
      } finally {
        Object.assign(browser, { newContext, newPage });
        // Closing an already closed context does nothing, so a test may still close one early.
        await Promise.all(opened.map((created) => created.close()));
      }
      base.expect(violations, 'no page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});
