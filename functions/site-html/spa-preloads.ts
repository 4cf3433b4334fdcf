// The code and words an SPA page of a studio's site needs before it can draw, named in its HTML
// so the browser fetches them beside the app's entry instead of after it has run and asked for
// its route (web/src/app/router.tsx loads each page's module when it is matched). Read from the
// build's manifest (Vite's `build.manifest`); without one (the dev server, API-only runs) a page
// simply names nothing, and loads as the router loads it.

/** What Vite's manifest says of a module: its file and the chunks it imports statically. */
type ManifestChunk = { file: string; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** The modules the router loads for each SPA page of a site (web/src/app/router.tsx). */
const PAGE_MODULES: Record<string, readonly string[]> = {
  gallery: [
    'src/features/public-gallery/public-gallery-page.tsx',
    'src/features/public-gallery/public-gallery-load.ts',
  ],
  invite: ['src/features/public-gallery/invite-page.tsx'],
  downloads: ['src/features/public-gallery/download-page.tsx'],
  booking: ['src/features/public-booking/manage-booking-page.tsx'],
};
const LAYOUT = 'src/components/public/public-layout.tsx';
/** The translations every public page reads (web/src/lib/i18n.ts, the router's `public`). */
const NAMESPACES = ['common', 'errors', 'public'];

/**
 * The files to preload for the SPA page `page` (`gallery`, `invite`, `downloads`, `booking`) in
 * `language`: its modules and their static imports, less what index.html already names.
 */
export function spaPreloads(manifest: ViteManifest | undefined, page: string, language: string): string[] {
  const modules = PAGE_MODULES[page];
  if (!manifest || !modules) return [];
  const named = closure(manifest, ['index.html']);
  const wanted = closure(manifest, [
    LAYOUT,
    ...modules,
    ...NAMESPACES.map((ns) => `../locales/${language}/${ns}.json`),
  ]);
  return [...wanted].filter((file) => !named.has(file)).map((file) => `/${file}`);
}

/** The files of `keys` and of every chunk they import statically. */
function closure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
