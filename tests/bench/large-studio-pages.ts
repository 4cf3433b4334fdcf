// The large studio's back office as the page-load benchmarks open it: waiting for zero-cache to
// have the seed, signing in as a person would, and timing a page load to its first list row
// without running any of Playwright's code in the page. Shared by backoffice.bench.ts and
// compare.ts.
import type { BrowserContext, Page } from '@playwright/test';
import type postgres from 'postgres';
import { LARGE_USER } from '../../local/seed/seed-large';

declare global {
  interface Window {
    /** Tells the bench when a loaded page rendered its first row (see watchFirstRow). */
    __benchFirstRow?: (rendered: Rendered) => Promise<void>;
    /** What the last watchRowPaint in this page saw, once its row was painted. */
    __rowPainted?: Rendered;
  }
}

/** Waits until zero-cache has replicated everything written so far (the seed's 140,000 rows). */
export async function replicationCaughtUp(sql: postgres.Sql, log: (message: string) => void) {
  const [{ lsn } = { lsn: '' }] = await sql<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const [row] = await sql<{ done: boolean }[]>`
      select bool_and(confirmed_flush_lsn >= ${lsn}::pg_lsn) as done from pg_replication_slots where slot_name like 'zero%'`;
    if (row?.done) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log('zero-cache had not confirmed the whole seed after 3 minutes; measuring anyway');
}

/**
 * A list screen as the benchmarks load it: its address, its first live row, the first row of
 * the page's picture of it (web/src/lib/screen-snapshot.ts: painted before the app runs, on
 * page loads after the first), and its search box (drawn before any live row).
 */
export type ListScreen = { path: string; row: string; pictured?: string; drawn: string };

export const CUSTOMERS_SCREEN: ListScreen = {
  path: '/app/clients/customers',
  row: '[data-testid="customer-row"]',
  pictured: '[data-screen-snapshot] [data-snapshot-testid="customer-row"]',
  drawn: '[data-testid="customer-search"]',
};

export const SESSIONS_SCREEN: ListScreen = {
  path: '/app/clients/sessions',
  row: '[data-testid="session-row"]',
  pictured: '[data-screen-snapshot] [data-snapshot-testid="session-row"]',
  drawn: '[data-testid="session-search"]',
};

/**
 * performance.now() in a loaded page: when its screen was drawn, when its first live row was
 * rendered (in the page), when that row was painted (on screen, by Element Timing), and when
 * the first row of the page's picture of the screen was painted, if it showed one.
 */
export type Rendered = { drawn: number; row: number; painted: number; pictured?: number };

/** When a page load first had a row of its list on screen: the picture's, or else the live one. */
export const onScreen = ({ painted, pictured }: Rendered) => pictured ?? painted;

/** How long a loaded page is left before the next load. */
const SETTLE_MS = 700;

/** Opens `url` in `page` and resolves, once the page has settled, with when it reported its first row. */
export type LoadUntilFirstRow = (page: Page, url: string) => Promise<Rendered>;

/**
 * Watches every page of `context` for its screen (`drawn`) and first row (`row`), and for the
 * frame that paints that row (`painted`, 50–75 ms later in this project's runs): the row is
 * marked for Element Timing as it enters the page, before that frame. The page reports through
 * a binding, so waiting runs nothing in it: Playwright's own page scripts (`page.evaluate`,
 * `waitForSelector`) are compiled on the page's main thread the first time a document uses
 * them. Called while the back office was still loading, they put 15 ms (the evaluate helper) to
 * 50–100 ms (the selector engine) of Playwright into the measured time.
 */
export async function watchFirstRow(
  context: BrowserContext,
  selectors: Pick<ListScreen, 'row' | 'pictured' | 'drawn'>,
): Promise<LoadUntilFirstRow> {
  const reported = new Map<Page, (rendered: Rendered) => void>();
  await context.exposeBinding('__benchFirstRow', ({ page }, rendered: Rendered) => reported.get(page)?.(rendered));
  await context.addInitScript(watchRowPaint, { ...selectors, mark: 'bench-first-row' });
  return async (page, url) => {
    const rendered = new Promise<Rendered>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no row at ${url} after 60 s`)), 60_000);
      reported.set(page, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
    await page.goto(url);
    const times = await rendered;
    // The page settles, as a person's would before they load another. A reload while it was
    // still starting its sync client also timed the end of that start: 0–30 ms more, in three
    // alternating runs of 10 reloads each.
    await page.waitForTimeout(SETTLE_MS);
    return times;
  };
}

/**
 * Runs in the page, as an init script or through `page.evaluate`: watches for the screen
 * (`drawn`), the first element matching `row` and, if given, the first matching `pictured`
 * (the page's picture of the screen, never the same element as a live row); marks each for
 * Element Timing (with `mark`, new for each watch, as rows painted before have entries too) as
 * it enters the page; and once the live row is painted keeps the times in
 * `window.__rowPainted` and reports them to the bench's binding, if the page has it. The picture
 * is painted before the live row, if at all. Self-contained, as the page gets only its source;
 * no named functions inside: tsx keeps their names with a helper the page does not have.
 */
export const watchRowPaint = (wanted: Pick<ListScreen, 'row' | 'pictured' | 'drawn'> & { mark: string }) => {
  window.__rowPainted = undefined;
  const pictureMark = `${wanted.mark}-picture`;
  let drawn: number | undefined;
  let row = 0;
  let pictured: number | undefined;
  let pictureFound = false;
  // Only a marked row has paint entries, so they come once it is known.
  new PerformanceObserver((list, observer) => {
    const entries = list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[];
    const picture = entries.filter((entry) => entry.identifier === pictureMark).map((entry) => entry.renderTime);
    if (picture.length > 0) pictured = Math.min(pictured ?? Infinity, ...picture);
    const painted = entries.filter((entry) => entry.identifier === wanted.mark).map((entry) => entry.renderTime);
    if (painted.length === 0) return;
    observer.disconnect();
    window.__rowPainted = { drawn: drawn ?? row, row, painted: Math.min(...painted), pictured };
    void window.__benchFirstRow?.(window.__rowPainted);
  }).observe({ type: 'element', buffered: true });
  const observer = new MutationObserver(() => {
    if (drawn === undefined && document.querySelector(wanted.drawn)) drawn = performance.now();
    const shown = wanted.pictured && !pictureFound ? document.querySelector(wanted.pictured) : null;
    if (shown) {
      pictureFound = true;
      for (const marked of [shown, ...shown.querySelectorAll('*')]) marked.setAttribute('elementtiming', pictureMark);
    }
    const element = document.querySelector(wanted.row);
    if (!element) return;
    row = performance.now();
    observer.disconnect();
    // Text is timed through the element holding it: mark the row and everything in it.
    for (const marked of [element, ...element.querySelectorAll('*')]) marked.setAttribute('elementtiming', wanted.mark);
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Signs the large studio's photographer in through the sign-in form. */
export async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/login?lng=en`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill(LARGE_USER.email);
  await form.getByLabel('Password', { exact: true }).fill(LARGE_USER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  // Home, where sign-in lands, shown as a person would see it before going elsewhere: with its
  // studio loaded, and so remembered for the next page load.
  await page.getByTestId('home-outstanding').waitFor({ timeout: 60_000 });
}
