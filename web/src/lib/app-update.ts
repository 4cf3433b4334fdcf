// A newer version of the back office is ready: a new build's service worker waits
// (lib/app-worker.ts), or the sync server runs a schema this client does not know. The person
// is told and chooses when to reload; nothing reloads while a form holds unsaved changes.
import { observable } from './observable';
import { unsavedForms } from './unsaved-work';

/** Whether a newer version waits for a reload. */
export const appUpdateReady = observable(false);

let activateWaitingVersion: (() => Promise<void>) | undefined;

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

/** A new build's worker waits: `activate` lets it take over, after which the page reloads. */
export function announceWaitingVersion(activate: () => Promise<void>): void {
  activateWaitingVersion = activate;
  announceAppUpdate();
}

/** The new version took over this page: reload now, or once the person chooses to. */
export function reloadIntoNewVersion(): void {
  if (unsavedForms.get() === 0) window.location.reload();
  else announceAppUpdate();
}

/** The person chose to reload: never while a form holds unsaved changes. */
export function applyAppUpdate(): void {
  if (unsavedForms.get() > 0) return;
  if (activateWaitingVersion) void activateWaitingVersion();
  else window.location.reload();
}
