// A reference for the back office's page-load measurements: a page built by Vite with React and
// react-router that shows one row and does nothing else, served by the same server from the
// same directory as the SPA and measured the same way. On a shared 2-core machine the speed of
// the machine moves every page load (this page measured twice as slow on one day as on
// another); beside the back office's numbers, it says how much of them is the machine.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The reference page's address on the platform's origin. */
export const REFERENCE_PAGE = '/reference-page/index.html';

/**
 * Builds the reference page into the built SPA `dist`, beside it: its bundles go to the SPA's
 * `assets/`, so the server caches them as it caches the SPA's.
 */
export async function buildReferencePage(dist: string): Promise<void> {
  await build({
    root: path.dirname(import.meta.dirname),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      rolldownOptions: { input: path.join(import.meta.dirname, 'index.html') },
    },
  });
}
