// References for the back office's page-load measurements, built by Vite and served by the same
// server from the same directory as the SPA, measured the same way:
//   - index.html: React and react-router showing one row and doing nothing else. On a shared
//     2-core machine the speed of the machine moves every page load (this page measured twice
//     as slow on one day as on another); beside the back office's numbers, it says how much of
//     them is the machine.
//   - stack.html: the back office's fixed choices started as the app starts them (React,
//     react-router, Supabase Auth, i18next, the studio's Zero client), then one row. What the
//     lists take beyond it is the app's own: its screens, their libraries and their data.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { reactRouterProduction, zodForPageCsp } from '@web/build/vite.config';

/** The reference pages' addresses on the platform's origin. */
export const REFERENCE_PAGE = '/reference-page/index.html';
export const STACK_PAGE = '/reference-page/stack.html';

/**
 * Builds the reference pages into the built SPA `dist`, beside it: their bundles go to the SPA's
 * `assets/`, so the server caches them as it caches the SPA's.
 */
export async function buildReferencePages(dist: string): Promise<void> {
  await build({
    root: path.dirname(import.meta.dirname),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    // The path aliases (@core/…, @locales/…) come from tsconfig.json, as in the SPA's own build.
    resolve: { alias: [...zodForPageCsp, ...reactRouterProduction], tsconfigPaths: true },
    build: {
      outDir: dist,
      emptyOutDir: false,
      // The stack page is one chunk of about 800 kB, by design.
      chunkSizeWarningLimit: 1024,
      rolldownOptions: {
        input: [path.join(import.meta.dirname, 'index.html'), path.join(import.meta.dirname, 'stack.html')],
      },
    },
  });
}
