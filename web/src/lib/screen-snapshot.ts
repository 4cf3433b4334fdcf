// A picture of a list screen as it last opened, painted by the page itself on the next page load
// of the same address (index.html's inline script) while the app's code loads, compiles and
// renders: in a new tab that is most of the first 300-400 ms, time no part of the app can paint
// in. iOS shows an app's last screenshot at launch for the same reason. The picture is inert and
// hidden from assistive technology, and goes the moment the live screen has content (or the
// address changes, or the person presses anything, or after a few seconds), so nobody can act
// on it; the live rows that replace it are the same rows unless another browser changed them.
//
// Only for the person and studio it was taken for (the page compares them with the signed-in
// session and the selected studio before showing it), in the interface language it was taken in,
// and forgotten on signing out. The rows it shows are already on this device in the sync
// client's store.
import { AUTH_STORAGE_KEY } from './supabase';

/**
 * Each picture is kept under this prefix and its address (path and query), so a page load reads
 * only the one for its own address. index.html's inline script reads them and checks the same
 * fields: keep the two in step.
 */
const KEY_PREFIX = 'screen-snapshot ';
const LANGUAGE_KEY = 'i18nextLng';
/** The most recent pictures kept: a person opens few screens in new tabs. */
const KEPT = 4;

type Picture = {
  /** Where supabase-js keeps the session, whose user the page compares with `userId`. */
  authKey: string;
  userId: string;
  accountId: string;
  language: string | null;
  html: string;
  takenAt: number;
};

/** The storage keys of every kept picture. */
function pictureKeys(): string[] {
  return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '').filter((key) =>
    key.startsWith(KEY_PREFIX),
  );
}

function takenAt(key: string): number {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? '') as Picture).takenAt;
  } catch {
    return 0;
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
 * it: scrolled to the top, nothing open over it, nothing still loading.
 */
export function takeScreenSnapshot(userId: string, accountId: string): void {
  const root = document.getElementById('root');
  if (!root || window.scrollY !== 0 || root.getAttribute('aria-hidden') === 'true') return;
  if (root.querySelector('[aria-busy="true"]') || document.querySelector('[role="dialog"]')) return;
  const taken: Picture = {
    authKey: AUTH_STORAGE_KEY,
    userId,
    accountId,
    language: localStorage.getItem(LANGUAGE_KEY),
    html: picture(root),
    takenAt: Date.now(),
  };
  const key = KEY_PREFIX + window.location.pathname + window.location.search;
  try {
    const others = pictureKeys().filter((other) => other !== key);
    for (const old of others.sort((a, b) => takenAt(b) - takenAt(a)).slice(KEPT - 1)) localStorage.removeItem(old);
    localStorage.setItem(key, JSON.stringify(taken));
  } catch {
    // Storage full or blocked: the next page load just waits for the app, as without pictures.
  }
}

/** Forgets every picture: on signing out, nothing of the studio's lists stays in the page's storage. */
export function forgetScreenSnapshots(): void {
  try {
    for (const key of pictureKeys()) localStorage.removeItem(key);
  } catch {
    // Blocked storage holds no pictures either.
  }
}
