// The build's files as the service worker stores them: the list Workbox's injectManifest writes
// into sw.js (`self.__WB_MANIFEST`), each under Workbox's own cache key, so the files a version
// of the worker built by generateSW stored are found by this one and not fetched again.

/** One file of the build; `revision` is set for files whose name carries no hash. */
export type PrecacheEntry = { url: string; revision: string | null };

const REVISION_PARAM = '__WB_REVISION__';

/** The cache key of `entry`, relative to `base` (the worker's address). */
export function cacheKeyOf(entry: PrecacheEntry, base: string): string {
  const url = new URL(entry.url, base);
  if (entry.revision) url.searchParams.set(REVISION_PARAM, entry.revision);
  return url.href;
}
