// Keeps the back office's first screen to its own code. A photographer opening /app waits for the
// entry, the signed-in frame and Home, with everything they import statically; another screen's
// code, or a library only another screen or a dialog uses, would be downloaded (and parsed) before
// Home shows anything. Each screen loads when it is opened (src/app/router.tsx), each form when
// its dialog opens; one static import across would undo that, so every build checks the graph.
// It keeps a gallery's screen free of the uploader too, which loads when files are chosen.
import type { Plugin } from 'vite';
import { modulesLoadedBy, type BuiltChunk } from './public-bundle-check.ts';

/** The SPA's entry (index.html, which loads src/entries/main.tsx). */
const SPA_ENTRY = /\/web\/index\.html$/;

/** The frame every back-office screen opens in (src/app/router.tsx), outermost first. */
const FRAME = [/\/web\/src\/app\/auth-route\.tsx$/, /\/web\/src\/app\/backoffice-route\.tsx$/];

/** A screen: its route modules after the SPA's entry, and what it must not load before it shows. */
type ScreenRule = { route: readonly RegExp[]; notLoaded: readonly RegExp[] };

/**
 * Home must not load the other features (each a screen or a public page; `backoffice` is the
 * frame around every screen, `bookings` the kit screens share), nor the libraries of other
 * screens and of forms, which load with their screen or dialog, nor supabase-js, which loads
 * when the stored auth session needs it (lib/auth-client-ready.ts).
 */
const HOME: ScreenRule = {
  route: [...FRAME, /\/web\/src\/features\/home\/home-page\.tsx$/],
  notLoaded: [
    /\/web\/src\/features\/(?!home\/|backoffice\/|bookings\/)/,
    /\/node_modules\/(react-hook-form|@hookform|@fullcalendar|@full-ui|temporal-polyfill|@uppy|@dnd-kit|@zxcvbn-ts|@supabase)\//,
  ],
};

/**
 * A gallery's screen loads the uploader and its panel when files are chosen, or at once when a
 * reload left uploads to bring back (upload/use-gallery-uploads.ts), never with the screen.
 */
const GALLERY: ScreenRule = {
  route: [...FRAME, /\/web\/src\/features\/galleries\/gallery-page\.tsx$/],
  notLoaded: [/\/node_modules\/(@uppy|p-queue)\//, /\/web\/src\/features\/galleries\/upload\/upload-panel\.tsx$/],
};

/** Modules `rule`'s screen would load that it must not: none, in a good build. */
function strays(chunks: readonly BuiltChunk[], rule: ScreenRule): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const patterns = [SPA_ENTRY, ...rule.route];
  const way = patterns.map((pattern) => chunks.find(({ facadeModuleId }) => pattern.test(facadeModuleId ?? '')));
  const found = way.filter((chunk) => chunk !== undefined);
  // A missing one (renamed, moved) must fail the check rather than pass it unchecked.
  if (found.length < way.length) {
    const missing = patterns.filter((_, index) => !way[index]).map(String);
    throw new Error(`A screen's entry or route modules are not chunks of their own: ${missing.join(', ')}`);
  }
  const loaded = modulesLoadedBy(byFile, found);
  return [...new Set(loaded.filter((path) => rule.notLoaded.some((pattern) => pattern.test(path))))];
}

/** Modules Home would load that belong to another screen or a dialog. */
export const otherScreensOnHome = (chunks: readonly BuiltChunk[]) => strays(chunks, HOME);

/** Modules of the uploader that a gallery's screen would load with itself. */
export const uploaderOnGalleryScreen = (chunks: readonly BuiltChunk[]) => strays(chunks, GALLERY);

/** Fails the build when the back office's first screen would load another screen's code. */
export function firstScreenCheck(): Plugin {
  return {
    name: 'first-screen-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const list = (modules: string[]) => modules.map((module) => `  ${module}`).join('\n');
      const onHome = otherScreensOnHome(chunks);
      if (onHome.length > 0) this.error(`Home (/app) would download another screen's code:\n${list(onHome)}`);
      const onGallery = uploaderOnGalleryScreen(chunks);
      if (onGallery.length > 0)
        this.error(`A gallery's screen would download the uploader with it:\n${list(onGallery)}`);
    },
  };
}
