// A newer version of the back office is ready: a new build's service worker took over
// (lib/app-worker.ts), or the sync server runs a schema this client does not know. The person
// is told and chooses when to reload; nothing reloads while a form holds unsaved changes.
import { observable } from './observable';
import { unsavedForms } from './unsaved-work';

/** Whether a newer version waits for a reload. */
export const appUpdateReady = observable(false);

export function announceAppUpdate(): void {
  appUpdateReady.set(true);
}

/**
 * Whether the sync server refused this version (its protocol or its schema): syncing stays
 * stopped until a reload brings the new one.
 */
export const syncRefusesVersion = observable(false);

/**
 * The sync client's onUpdateNeeded: the server runs a newer protocol or schema, or another tab
 * runs newer code (`NewClientGroup`, which stops nothing here).
 */
export function announceSyncUpdate({ type }: { type: string }): void {
  if (type === 'VersionNotSupported' || type === 'SchemaVersionNotSupported') syncRefusesVersion.set(true);
  announceAppUpdate();
}

/** The person chose to reload: never while a form holds unsaved changes. */
export function applyAppUpdate(): void {
  if (unsavedForms.get() > 0) return;
  window.location.reload();
}
