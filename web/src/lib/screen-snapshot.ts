// Remembers a back-office list screen as it first showed its rows, so the next page load of the
// same address can paint it before the app has loaded (screen-snapshot-paint.ts), and takes the
// picture away the moment the live screen is ready to replace it. This is the page-load half of
// what Zero does for data: show what this browser last knew at once, then the truth.
//
// Privacy: the picture holds names and amounts, like Zero's local store. It is kept only for the
// person and studio it shows (the paint checks both), and forgotten when anyone signs out here.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { env } from '../config/env';
import { useAccount } from '../hooks/use-account';
import { useAuth } from '../hooks/use-auth';
import { authStorageKey } from './auth-client';
import { i18n } from './i18n';
import { PAINT_SETTINGS, type ScreenSnapshot, type ScreenSnapshots } from './screen-snapshot-paint';

/** Screens remembered at most; the oldest goes first. Each is some 20–60 kB of markup. */
const MAX_SCREENS = 4;

/** Takes the remembered screen off the page, if one is painted; the live one is beneath it. */
export function releaseScreenSnapshot(): void {
  document.getElementById(PAINT_SETTINGS.overlayId)?.remove();
}

/** Forgets every remembered screen of this browser (on signing out). */
export function forgetScreenSnapshots(): void {
  try {
    localStorage.removeItem(PAINT_SETTINGS.snapshotsKey);
  } catch {
    // Storage blocked: nothing was remembered either.
  }
}

/**
 * For a screen that can be remembered: once it is `ready` (its rows, or whatever it settled on,
 * are rendered) the remembered picture of it goes, before the browser paints again; the first
 * time it shows rows, it is remembered, when the browser is idle or the page is left.
 */
export function useScreenSnapshot({ ready, showsRows }: { ready: boolean; showsRows: boolean }): void {
  const { user } = useAuth();
  const { account } = useAccount();
  const taken = useRef(false);

  useLayoutEffect(() => {
    if (ready) releaseScreenSnapshot();
  }, [ready]);

  useEffect(() => {
    if (!showsRows || !user || taken.current) return;
    const take = () => {
      const root = document.getElementById('root');
      if (taken.current || !root) return;
      taken.current = true;
      remember(`${location.pathname}${location.search}`, {
        userId: user.id,
        authKey: authStorageKey(env.supabaseUrl),
        accountId: account.id,
        language: i18n.language,
        stylesheets: Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
          (link) => link.href,
        ).join(' '),
        takenAt: Date.now(),
        html: pictureOf(root),
      });
    };
    // Or at once, if the page is left first: a reload straight after the rows came is the
    // page load that most wants them painted early.
    const cancel = whenIdle(take);
    window.addEventListener('pagehide', take);
    return () => {
      cancel();
      window.removeEventListener('pagehide', take);
    };
  }, [showsRows, user, account.id]);
}

/**
 * The screen's markup, without what would make it answer for the live screen while both are
 * on the page: ids (and the labels and references pointing at them) and test ids.
 */
function pictureOf(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[id], [for], [data-testid]')) {
    for (const name of ['id', 'for', 'data-testid']) element.removeAttribute(name);
  }
  return copy.innerHTML;
}

function remember(address: string, snapshot: ScreenSnapshot) {
  try {
    const stored = JSON.parse(localStorage.getItem(PAINT_SETTINGS.snapshotsKey) ?? '{}') as ScreenSnapshots;
    const kept = Object.entries({ ...stored, [address]: snapshot })
      .sort(([, a], [, b]) => b.takenAt - a.takenAt)
      .slice(0, MAX_SCREENS);
    localStorage.setItem(PAINT_SETTINGS.snapshotsKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full, blocked or damaged: start over rather than paint something half-written.
    forgetScreenSnapshots();
  }
}

/** Runs `task` when the browser has nothing better to do; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
