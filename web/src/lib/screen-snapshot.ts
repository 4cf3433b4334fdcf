// A picture of a list screen as it last opened, painted by the page itself on the next page load
// of the same address (boot/screen-snapshot.ts, inlined into index.html) while the app's code
// loads, compiles and renders: in a new tab that is most of the first 300-400 ms, time no part
// of the app can paint in. iOS shows an app's last screenshot at launch for the same reason. The
// picture is inert and hidden from assistive technology, and goes the moment the live screen
// has content (or the address changes, or the person presses anything, or after a few seconds),
// so nobody can act on it; the live rows that replace it are the same rows unless another
// browser changed them.
//
// Only for the person and studio it was taken for, in the interface language it was taken in
// (lib/screen-snapshot-rules.ts), and forgotten on signing out. The rows it shows are already on
// this device in the sync client's store.
import { currentAddress, isSnapshotKey, snapshotKey, type ScreenSnapshot } from './screen-snapshot-rules';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';
import { AUTH_STORAGE_KEY } from './stored-auth-session';

/** The most recent pictures kept: a person opens few screens in new tabs. */
const KEPT = 4;
/**
 * The kept pictures' addresses, most recent first: which to drop without reading the pictures.
 * Not a picture's key (those have a space after the prefix), so `pictureKeys` never lists it.
 */
const ORDER_KEY = 'screen-snapshot-order';

/** The storage keys of every kept picture. */
function pictureKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').filter(isSnapshotKey);
}

function keptOrder(): string[] {
  try {
    const order: unknown = JSON.parse(localStorage.getItem(ORDER_KEY) ?? '[]');
    return Array.isArray(order) ? order.filter((address) => typeof address === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Copies the page's live screen without what would clash with it while both are in the page:
 * element ids (labels would point at the picture) and test ids, kept as `data-snapshot-testid`
 * so a benchmark can still find the picture's rows.
 */
function picture(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[id]')) element.removeAttribute('id');
  for (const element of copy.querySelectorAll<HTMLElement>('[data-testid]')) {
    element.dataset.snapshotTestid = element.dataset.testid;
    delete element.dataset.testid;
  }
  return copy.innerHTML;
}

/**
 * Keeps a picture of the screen now on show, if it is as a page load of its address would open
 * it: scrolled to the top, nothing open over it, nothing still loading. False when it was not
 * so, and no picture was taken.
 */
export function takeScreenSnapshot(userId: string, accountId: string): boolean {
  const root = document.getElementById('root');
  if (!root || window.scrollY !== 0 || root.getAttribute('aria-hidden') === 'true') return false;
  if (root.querySelector('[aria-busy="true"]') || document.querySelector('[role="dialog"]')) return false;
  const address = currentAddress();
  try {
    const taken: ScreenSnapshot = {
      authKey: AUTH_STORAGE_KEY,
      userId,
      accountId,
      language: localStorage.getItem(LANGUAGE_STORAGE_KEY),
      html: picture(root),
      takenAt: Date.now(),
    };
    const order = [address, ...keptOrder().filter((other) => other !== address)].slice(0, KEPT);
    const kept = new Set(order.map(snapshotKey));
    for (const key of pictureKeys()) if (!kept.has(key)) localStorage.removeItem(key);
    localStorage.setItem(snapshotKey(address), JSON.stringify(taken));
    localStorage.setItem(ORDER_KEY, JSON.stringify(order));
  } catch {
    // Storage full or blocked: the next page load just waits for the app, as without pictures.
  }
  return true;
}

/** Forgets every picture: on signing out, nothing of the studio's lists stays in the page's storage. */
export function forgetScreenSnapshots(): void {
  try {
    for (const key of pictureKeys()) localStorage.removeItem(key);
    localStorage.removeItem(ORDER_KEY);
  } catch {
    // Blocked storage holds no pictures either.
  }
}
