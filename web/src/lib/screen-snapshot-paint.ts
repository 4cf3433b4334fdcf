// The first thing a page load under /app draws: the screen as this browser last showed it, with
// its first rows, painted from storage by an inline script in index.html (web/vite.config.ts
// inlines `paintScreenSnapshot`'s source there) before any of the app's JavaScript has loaded.
// The app replaces it with the live screen as soon as that has its rows (screen-snapshot.ts).
// It is a picture: inert and hidden from assistive technology, so nothing can be clicked or
// typed into it and lost; the live screen beneath is the one that counts.
//
// Its source text is inlined, so this function may use only its argument and the browser's
// globals: no imports, no helpers outside it. Its settings come in as an argument.
import { LANGUAGE_LOOKUP, SCREEN_SNAPSHOTS_KEY, STORED_ACCOUNTS_KEY } from './storage-keys.ts';

/** One remembered screen, and whose it is. */
export type ScreenSnapshot = {
  /** The signed-in person, as supabase-js stores their session under `authKey`. */
  userId: string;
  authKey: string;
  /** The studio selected in account-storage. */
  accountId: string;
  /** The interface language, as i18next's detector finds it. */
  language: string;
  /** The stylesheets the markup was drawn with: a new release's CSS may not style it. */
  stylesheets: string;
  /** Date.now() when it was taken. */
  takenAt: number;
  html: string;
};

/** Remembered screens by address (path and query). */
export type ScreenSnapshots = Record<string, ScreenSnapshot>;

export type PaintSettings = {
  snapshotsKey: string;
  accountsKey: string;
  language: { querystring: string; cookie: string; localStorage: string };
  overlayId: string;
  /** Older snapshots are not painted: their rows would more likely have changed. */
  maxAgeMs: number;
  /** The picture goes after this long even if the app never replaced it (it failed to load). */
  removeAfterMs: number;
};

export const PAINT_SETTINGS: PaintSettings = {
  snapshotsKey: SCREEN_SNAPSHOTS_KEY,
  accountsKey: STORED_ACCOUNTS_KEY,
  language: LANGUAGE_LOOKUP,
  overlayId: 'screen-snapshot',
  // A working week: the rows of a studio's lists rarely change so much in that time that a
  // moment of the old ones would mislead.
  maxAgeMs: 7 * 24 * 60 * 60 * 1000,
  // Far beyond a slow page load's first rows (about a second on this project's slowest runs).
  removeAfterMs: 4000,
};

export function paintScreenSnapshot(settings: PaintSettings): void {
  try {
    const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
    const snapshots = stored(settings.snapshotsKey) as ScreenSnapshots | null;
    const snapshot = snapshots?.[location.pathname + location.search];
    if (!snapshot || Date.now() - snapshot.takenAt > settings.maxAgeMs) return;

    const session = stored(snapshot.authKey) as { user?: { id?: string } } | null;
    const accounts = stored(settings.accountsKey) as { state?: { accountId?: string } } | null;
    const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${settings.language.cookie}=`));
    const language =
      new URLSearchParams(location.search).get(settings.language.querystring) ??
      (cookie && decodeURIComponent(cookie.slice(settings.language.cookie.length + 1))) ??
      localStorage.getItem(settings.language.localStorage);
    const stylesheets = Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      (link) => link.href,
    );
    if (
      session?.user?.id !== snapshot.userId ||
      accounts?.state?.accountId !== snapshot.accountId ||
      language !== snapshot.language ||
      stylesheets.join(' ') !== snapshot.stylesheets
    ) {
      return;
    }

    const overlay = document.createElement('div');
    overlay.id = settings.overlayId;
    overlay.inert = true;
    overlay.setAttribute('aria-hidden', 'true');
    // Over the live screen, at the top of the page, as tall as its own content (so the page's
    // scrollbar is the live screen's too), in the page's background.
    overlay.style.cssText =
      'position:absolute;top:0;left:0;right:0;min-height:100dvh;z-index:2147483647;background:var(--background);cursor:progress';
    overlay.innerHTML = snapshot.html;
    document.body.prepend(overlay);
    setTimeout(() => overlay.remove(), settings.removeAfterMs);
  } catch {
    // Unreadable storage or a damaged snapshot: the page loads as it would without one.
  }
}
