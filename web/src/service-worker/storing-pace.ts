// When the service worker stores the next file of a build it installs. A back-office page says
// it is idle at each of its idle periods, and busy as it goes away (lib/app-worker.ts); a page
// that stops saying it is idle is loading a screen, or has gone.

/** A page's word that it is idle holds this long, unless it says it is busy. */
export const IDLE_WORD_HOLDS_MS = 1000;
/** Pages silent this long are gone, or too long busy to wait for. */
export const SILENCE_ENDS_WAIT_MS = 3000;

/**
 * How long to wait at most before storing the next file, `silence` after a page last said it
 * was idle (a page saying it is busy ends the hold): 0 while a page is idle, or once none has
 * spoken for a while (nobody to disturb).
 */
export function waitBeforeStoring(silence: number): number {
  if (silence < IDLE_WORD_HOLDS_MS || silence >= SILENCE_ENDS_WAIT_MS) return 0;
  return SILENCE_ENDS_WAIT_MS - silence;
}
