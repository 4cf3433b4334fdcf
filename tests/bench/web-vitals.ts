import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** `shifted`: what moved in each counted layout shift, and by how much (where CLS comes from). */
export type Vitals = { lcp: number; lcpElement: string; cls: number; shifted: string[] };

/** Watches LCP and CLS from the page's very start, buffered, as web-vitals does. Call before navigating. */
export async function observeVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const vitals = { lcp: Number.NaN, cls: 0, lcpElement: '', shifted: [] as string[] };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        vitals.lcp = entry.startTime;
        vitals.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'} ${entry.url.replace(/^.*\/api\/images\//, '')}`;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        vitals.cls += entry.value;
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : node?.nodeName,
        );
        vitals.shifted.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${nodes.join(' ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => ({ ...(window as unknown as { __vitals: Vitals }).__vitals }));
}

/** Where the time to the largest paint goes on a drawn page: its HTML, then the scripts that take it over. */
export function loadTimeline(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [document] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.endsWith('.js'),
    );
    const lastScript = Math.max(...scripts.map((entry) => entry.responseEnd));
    return `HTML by ${Math.round(document?.responseEnd ?? 0)} ms, scripts loaded by ${Math.round(lastScript)} ms`;
  });
}

/**
 * Counts the scripts `page` loads from now on: a function that gives their number and their bodies'
 * size compressed with gzip -9 (as a CDN would serve them). Call before navigating.
 */
export function countScripts(page: Page): () => Promise<{ bytes: number; count: number }> {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  return async () => ({
    bytes: (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0),
    count: scripts.length,
  });
}
