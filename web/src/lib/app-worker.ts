// Registers the back office's service worker (src/service-worker/sw.ts) when the back office
// opens; public pages never load this module, so a client opening a gallery installs nothing.
import { APP_SCOPE, PAGE_BUSY_MESSAGE, PAGE_IDLE_MESSAGE } from './app-install-files';
import { announceAppUpdate } from './app-update';
import { whenIdleAfterLoad } from './when-idle';

// A tab left open for days still hears of new versions; the browser checks on navigations too.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let registered = false;

export function registerAppWorker(): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  // A new version took over: this page goes on with the code it started with (the worker keeps
  // it), the next page load runs the new one. The person may reload sooner; nothing forces it.
  // The first install taking over an uncontrolled page changes nothing it runs.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) announceAppUpdate();
    controlled = true;
  });
  whenIdleAfterLoad(() => {
    void navigator.serviceWorker.register('/sw.js', { scope: APP_SCOPE }).then((registration) => {
      setInterval(() => void registration.update(), UPDATE_CHECK_MS);
      letInstallWhileIdle(registration);
    });
  });
}

const onIdle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 50);

/**
 * A version installing stores every screen's code, and does so only while a page says it is
 * idle (src/service-worker/sw.ts): this page says so at each idle period until it is installed,
 * and says it is busy as it goes away, as the next page is loading.
 */
function letInstallWhileIdle(registration: ServiceWorkerRegistration): void {
  window.addEventListener('pagehide', () => registration.installing?.postMessage(PAGE_BUSY_MESSAGE));
  const sayIdle = () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.postMessage(PAGE_IDLE_MESSAGE);
    onIdle(sayIdle);
  };
  registration.addEventListener('updatefound', () => onIdle(sayIdle));
  onIdle(sayIdle);
}
