// The `test` every browser test uses: Playwright's, checking that nothing a test did broke the
// pages' Content-Security-Policy (web/content-security-policy.ts), which the platform sends
// with the built SPA as CloudFront does in production. A violation means a feature that works
// here would be refused by the policy, or code doing what the policy exists to stop.
// It also closes the browsers a test opens itself (a second photographer, a client) when the
// test ends, passed or failed: left open, their pages would keep syncing through later tests.
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

const MARK = 'content-security-policy violation:';

/** Reports each violation in the context's pages to the console, where `watch` collects it. */
async function watch(context: BrowserContext, violations: string[]) {
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

export const test = base.extend<{
  /** The violations so far; a test that provokes some on purpose takes them out. */
  cspViolations: string[];
}>({
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
