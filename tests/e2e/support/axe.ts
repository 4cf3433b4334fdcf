// What axe finds against WCAG 2.1 AA on a page, for the tests that hold the back office to it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe finds on the page as it stands, one line per rule and element, for a readable failure. */
export async function wcagViolations(page: Page): Promise<string[]> {
  // Judged as settled: a button just pressed, or a theme just switched, fades to its colours, and
  // axe measured the contrast of a colour halfway there.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html} (${node.failureSummary ?? ''})`),
  );
}
