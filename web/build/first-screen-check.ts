// Keeps the back office's first screen to its own code. A photographer opening /app waits for the
// entry, the signed-in frame and Home, with everything they import statically; another screen's
// code, or a library only another screen or a dialog uses, would be downloaded (and parsed) before
// Home shows anything. Each screen loads when it is opened (src/app/router.tsx), each form when
// its dialog opens; one static import across would undo that, so every build checks the graph.
import type { Plugin } from 'vite';
import { modulesLoadedBy, type BuiltChunk } from './public-bundle-check.ts';

/** The SPA's entry (index.html, which loads src/entries/main.tsx). */
const SPA_ENTRY = /\/web\/index\.html$/;

/** The route modules on the way to Home at /app (src/app/router.tsx), outermost first. */
const HOME_ROUTE = [
  /\/web\/src\/app\/auth-route\.tsx$/,
  /\/web\/src\/app\/backoffice-route\.tsx$/,
  /\/web\/src\/features\/home\/home-page\.tsx$/,
];

/**
 * What Home must not load before it shows: the other features (each a screen or a public page;
 * `backoffice` is the frame around every screen, `bookings` the kit screens share), and the
 * libraries of other screens and of forms, which load with their screen or dialog.
 */
const NOT_ON_HOME: readonly RegExp[] = [
  /\/web\/src\/features\/(?!home\/|backoffice\/|bookings\/)/,
  /\/node_modules\/(react-hook-form|@hookform|@fullcalendar|@full-ui|temporal-polyfill|@uppy|@dnd-kit|@zxcvbn-ts)\//,
];

/** Modules Home would load that belong to another screen or a dialog: none, in a good build. */
export function otherScreensOnHome(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const way = [SPA_ENTRY, ...HOME_ROUTE].map((pattern) =>
    chunks.find(({ facadeModuleId }) => pattern.test(facadeModuleId ?? '')),
  );
  const found = way.filter((chunk) => chunk !== undefined);
  // A missing one (renamed, moved) must fail the check rather than pass it unchecked.
  if (found.length < way.length) {
    const missing = [SPA_ENTRY, ...HOME_ROUTE].filter((_, index) => !way[index]).map(String);
    throw new Error(`The first screen's entry or route modules are not chunks of their own: ${missing.join(', ')}`);
  }
  const loaded = modulesLoadedBy(byFile, found);
  return [...new Set(loaded.filter((path) => NOT_ON_HOME.some((pattern) => pattern.test(path))))];
}

/** Fails the build when the back office's first screen would load another screen's code. */
export function firstScreenCheck(): Plugin {
  return {
    name: 'first-screen-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const strays = otherScreensOnHome(chunks);
      if (strays.length === 0) return;
      this.error(`Home (/app) would download another screen's code:\n${strays.map((m) => `  ${m}`).join('\n')}`);
    },
  };
}
