import type { DataRouter } from 'react-router';

/** A spinner shown for less than this only flashes: the first render waits for the screen this long. */
export const SPINNER_AFTER_MS = 300;

/**
 * Resolves once `router` has loaded the code of the screen at the page's address (its lazy
 * routes and their translations, see router.tsx), or after `atMostMs`, whichever comes first.
 */
export function firstScreenLoaded(router: DataRouter, atMostMs: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = router.subscribe((state) => {
      if (state.initialized) done();
    });
    const timer = setTimeout(done, atMostMs);
  });
}
