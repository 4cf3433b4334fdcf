// Where a list screen's picture is kept and when a page load may show it (lib/screen-snapshot.ts
// takes pictures; boot/screen-snapshot.ts shows them). Both sides import this module, so the
// keys and checks are written once; it is also inlined into index.html, so it imports nothing
// but the storage keys.
import { ACCOUNT_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './storage-keys';

export type ScreenSnapshot = {
  /** Where supabase-js keeps the session, whose user must be `userId`. */
  authKey: string;
  userId: string;
  accountId: string;
  /** The interface language the picture's words are in. */
  language: string | null;
  html: string;
  takenAt: number;
};

/** Older pictures are not shown: the studio's rows may have moved on in other browsers. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Each picture is kept under this prefix and its address, so a page load reads only its own. */
const KEY_PREFIX = 'screen-snapshot ';

/** What a picture is kept under: the page's path and its query (a list's filters and search). */
export function currentAddress(): string {
  return location.pathname + location.search;
}

/** The storage key of the picture of `address`. */
export function snapshotKey(address: string): string {
  return KEY_PREFIX + address;
}

export function isSnapshotKey(key: string): boolean {
  return key.startsWith(KEY_PREFIX);
}

function stored(key: string): unknown {
  return JSON.parse(localStorage.getItem(key) ?? 'null');
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * The picture a page load of `address` may show: one taken for the person signed in on this
 * browser, the studio selected now and the interface language now, less than a week ago.
 */
export function snapshotToShow(address: string, now: number): ScreenSnapshot | undefined {
  try {
    const shot = stored(snapshotKey(address)) as ScreenSnapshot | null;
    if (!shot || typeof shot.html !== 'string') return undefined;
    const signedIn = field(field(stored(shot.authKey), 'user'), 'id');
    const selected = field(field(stored(ACCOUNT_STORAGE_KEY), 'state'), 'accountId');
    const fits =
      signedIn === shot.userId &&
      selected === shot.accountId &&
      shot.language === localStorage.getItem(LANGUAGE_STORAGE_KEY) &&
      now - shot.takenAt < SNAPSHOT_MAX_AGE_MS;
    return fits ? shot : undefined;
  } catch {
    // Blocked storage or a damaged value: the page simply waits for the app.
    return undefined;
  }
}
