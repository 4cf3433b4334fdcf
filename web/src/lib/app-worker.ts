// Registers the back office's service worker (see web/build/vite.config.ts) when the back office
// opens; public pages never load this module, so a client opening a gallery installs nothing.
import { registerSW } from 'virtual:pwa-register';
import { announceWaitingVersion, reloadIntoNewVersion } from './app-update';

// A tab left open for days still hears of new versions; the browser checks on navigations too.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

export function registerAppWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // A new version took over from the one this page runs on (its Reload was chosen here or in
  // another tab): this page reloads too, unless a form holds typed changes. The first install
  // taking over an uncontrolled page changes nothing it runs.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) reloadIntoNewVersion();
    controlled = true;
  });
  const activate = registerSW({
    immediate: true,
    onNeedRefresh: () => announceWaitingVersion(() => activate()),
    // Workbox-window tells of a takeover only for some updates; the listener above hears all.
    onNeedReload: () => {},
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
