// Whether this browser lets the sync client keep the studio's rows in IndexedDB. Some do not:
// private windows of some browsers, Safari's Lockdown Mode, storage turned off by a policy, a
// full disk, a corrupt store. Zero then cannot open its store and never says so: screens wait
// for rows that never come. So a page load checks once, with a database of its own that holds
// nothing personal; the sync client keeps its rows in memory when the check fails
// (lib/sync-client.ts), and the back office says what that means (DeviceStoreNotice).
import { observable } from './observable';

/** `checking` until the check has answered. */
export type DeviceStoreState = 'checking' | 'available' | 'unavailable';

export const deviceStore = observable<DeviceStoreState>('checking');

const CHECK_DATABASE = 'studio-device-check';
const CHECK_TABLE = 'check';

/**
 * Opens (the first time, creates) a small database and writes one value to it: a browser that
 * refuses either would refuse Zero too. Resolves false on any refusal, never rejects.
 */
export function canKeepRows(indexedDB: IDBFactory | undefined): Promise<boolean> {
  if (!indexedDB) return Promise.resolve(false);
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(CHECK_DATABASE, 1);
    } catch {
      // SecurityError: storage is off for this page.
      resolve(false);
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(CHECK_TABLE);
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      const done = (ok: boolean) => {
        db.close();
        resolve(ok);
      };
      try {
        const transaction = db.transaction(CHECK_TABLE, 'readwrite');
        transaction.objectStore(CHECK_TABLE).put(Date.now(), 'checkedAt');
        transaction.oncomplete = () => done(true);
        transaction.onerror = () => done(false);
        transaction.onabort = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}

let check: Promise<boolean> | undefined;

function browserIndexedDB(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB;
  } catch {
    // Some browsers throw on merely reading it when storage is blocked.
    return undefined;
  }
}

/** Checks this browser once per page load and publishes the answer in `deviceStore`. */
export function checkDeviceStore(): Promise<boolean> {
  check ??= canKeepRows(browserIndexedDB()).then((ok) => {
    deviceStore.set(ok ? 'available' : 'unavailable');
    return ok;
  });
  return check;
}
