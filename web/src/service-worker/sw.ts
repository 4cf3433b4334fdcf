/// <reference lib="webworker" />
// The back office's service worker (built into sw.js by vite-plugin-pwa, see
// web/build/vite.config.ts). It stores index.html and the code of every screen, and serves
// them to pages under /app, so a return visit loads no code from the network and the back office
// opens with none. A new build installs in the background and takes over at once: the next page
// load runs it, while a page still running the previous build keeps finding that build's files
// here (kept-builds.ts). Nothing else is cached: the API and the public pages pass by untouched.
import { PAGE_BUSY_MESSAGE, PAGE_IDLE_MESSAGE } from '../lib/app-install-files';
import { keepForOpenPages, settleKeptBuilds, type KeptBuilds } from './kept-builds';
import { cacheKeyOf, type PrecacheEntry } from './precache-entries';
import { IDLE_WORD_HOLDS_MS, waitBeforeStoring } from './storing-pace';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// Workbox's name for its precache, which the worker's earlier versions filled.
const FILES = `workbox-precache-v2-${self.registration.scope}`;
// Where the worker notes which earlier builds' files it keeps, and for which pages.
const NOTES = 'app-worker-notes';
const KEPT_NOTE = new URL('kept-builds.json', self.registration.scope).href;

const entries = self.__WB_MANIFEST;
/** The build's files: address → cache key. */
const keys = new Map(
  entries.map((entry) => [new URL(entry.url, self.location.href).href, cacheKeyOf(entry, self.location.href)]),
);
const INDEX = keys.get(new URL('/index.html', self.location.href).href);
const APP_PAGES = new RegExp(`^${new URL(self.registration.scope).pathname}(/|$)`);

let lastIdleWord = -Infinity;
let wake: (() => void) | undefined;

self.addEventListener('message', (event) => {
  if (event.data === PAGE_IDLE_MESSAGE) {
    lastIdleWord = Date.now();
    wake?.();
  }
  // A page going away: the next is loading, and storing waits until a page is idle again.
  if (event.data === PAGE_BUSY_MESSAGE) lastIdleWord = Date.now() - IDLE_WORD_HOLDS_MS;
});

/**
 * Resolves when the next file may be stored: storing costs the device's cores (a fetch, a write
 * and a compile per file, in the page's own process), which a screen loading on a new device or
 * after an update must not share (storing-pace.ts).
 */
async function pagesIdle(): Promise<void> {
  for (;;) {
    const wait = waitBeforeStoring(Date.now() - lastIdleWord);
    if (wait === 0) return;
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, wait);
    });
  }
}

/** Stores the build's files this device does not have yet, one at a time while pages are idle. */
async function storeBuild(): Promise<void> {
  const cache = await caches.open(FILES);
  for (const entry of entries) {
    const key = cacheKeyOf(entry, self.location.href);
    if (await cache.match(key)) continue;
    await pagesIdle();
    // A file without a hash in its name is fetched past the HTTP cache, as Workbox does.
    const response = await fetch(entry.url, {
      cache: entry.revision ? 'reload' : 'default',
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`${entry.url}: ${response.status}`);
    await cache.put(key, response);
  }
}

async function readKept(): Promise<KeptBuilds | undefined> {
  const response = await (await caches.open(NOTES)).match(KEPT_NOTE);
  return response ? ((await response.json()) as KeptBuilds) : undefined;
}

async function writeKept(kept: KeptBuilds | undefined): Promise<void> {
  const notes = await caches.open(NOTES);
  if (kept) await notes.put(KEPT_NOTE, new Response(JSON.stringify(kept)));
  else await notes.delete(KEPT_NOTE);
}

/** The pages this worker may serve: those opened at an address under /app (a client's url). */
async function openPages(): Promise<string[]> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return pages.filter((page) => APP_PAGES.test(new URL(page.url).pathname)).map((page) => page.id);
}

/** This build took over: the previous builds' files stay for the pages still running them. */
async function keepPreviousBuilds(): Promise<void> {
  const cache = await caches.open(FILES);
  const current = new Set(keys.values());
  const outdated = (await cache.keys()).map((request) => request.url).filter((url) => !current.has(url));
  await writeKept(keepForOpenPages(await readKept(), outdated, await openPages()));
  await forgetClosedPagesFiles();
}

/** Deletes the earlier builds' files once every page that could still ask for them has closed. */
async function forgetClosedPagesFiles(): Promise<void> {
  const kept = await readKept();
  if (!kept) return;
  const settled = settleKeptBuilds(kept, await openPages());
  const cache = await caches.open(FILES);
  await Promise.all(settled.drop.map((url) => cache.delete(url)));
  await writeKept(settled.kept);
}

/** `key` from the stored files, or else from the network. */
async function stored(key: string, request: Request): Promise<Response> {
  return (await caches.match(key, { cacheName: FILES })) ?? fetch(request);
}

/** Chrome's static routing (InstallEvent.addRoutes, Chrome 123), not yet in TypeScript's lib. */
type StaticRoutes = {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: { cacheName: string } }) => Promise<void>;
};

self.addEventListener('install', (event) => {
  // The build's code comes straight from the stored files, without running this worker for each
  // one: a return visit's scripts no longer wait their turn on the worker's thread. A file not
  // stored (yet) still comes from the network.
  void (event as ExtendableEvent & StaticRoutes).addRoutes?.({
    condition: { urlPattern: '/assets/*' },
    source: { cacheName: FILES },
  });
  event.waitUntil(storeBuild().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // The first version takes over the page that installed it, so a screen opened next comes from
  // the device even before any reload.
  event.waitUntil(keepPreviousBuilds().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!INDEX || !APP_PAGES.test(url.pathname)) return;
    event.respondWith(stored(INDEX, request));
    event.waitUntil(forgetClosedPagesFiles());
    return;
  }
  // An earlier build's file is stored under its own address: its name carries its hash.
  const key = keys.get(url.href) ?? (url.pathname.startsWith('/assets/') ? url.href : undefined);
  if (key) event.respondWith(stored(key, request));
});
