/** Runs `run` once the page has loaded and the browser is idle: after the first screen, never before it. */
export function whenIdleAfterLoad(run: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
