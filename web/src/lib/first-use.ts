// When a visitor first reaches for a page the server drew: what only a reader who acts needs
// (React on the landing page, a contract's form, a gallery's shop buttons) comes then, so a
// first visit that only looks stays within the public pages' budget.

/** What a visitor does first when they reach for a control. */
const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** Runs `run` once, when the visitor first reaches for the page; the way to stop waiting. */
export function onFirstUse(run: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, once, true);
  };
  const once = () => {
    stop();
    run();
  };
  for (const type of FIRST_USE) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
