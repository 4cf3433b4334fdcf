// The `test` every browser test uses: Playwright's, checking that nothing a test did broke the
// pages' Content-Security-Policy (web/build/content-security-policy.ts), which the platform sends
// with the built SPA as CloudFront does in production. A violation means a feature that works
// here would be refused by the policy, or code doing what the policy exists to stop.
// It also closes the browsers a test opens itself (a second photographer, a client) when the
// test ends, passed or failed: left open, their pages would keep syncing through later tests.
// And it keeps tests tagged @exclusive from running beside any other (`platformShare`).
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import postgres from 'postgres';
import { databaseUrl } from '../../support/env';

export { expect, type Locator, type Page } from '@playwright/test';

const MARK = 'content-security-policy violation:';

/**
 * Reports each violation in the context's pages to the console, where `watch` collects it: for a
 * context of a browser a test launches itself, with the `cspViolations` it is given.
 */
export async function watch(context: BrowserContext, violations: string[]) {
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
