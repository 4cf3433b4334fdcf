import type { Page } from '@playwright/test';

export type Vitals = { lcp: number; lcpElement: string; cls: number };

/** Watches LCP and CLS from the page's very start, buffered, as web-vitals does. Call before navigating. */
export async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vitals = { lcp: Number.NaN, cls: 0, lcpElement: '' };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        vitals.lcp = entry.startTime;
        vitals.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'} ${entry.url.replace(/^.*\/api\/images\//, '')}`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => ({ ...(window as unknown as { __vitals: Vitals }).__vitals }));
}
