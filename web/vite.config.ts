import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineBootScripts } from './boot-scripts.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** The app's imports of zod (its own and core's) get zod set up for the pages' CSP (src/lib/zod.ts). */
export const zodForPageCsp = { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod.ts', import.meta.url)) };

/**
 * A build's react-router is the package's production build, with its development warnings off.
 * Its exports name only the development build, for every consumer and mode
 * (remix-run/react-router#14102), so a production bundle carried those warnings and their checks.
 * The dev server keeps the warnings.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterFile = (file: string) => path.join(reactRouterDir, 'dist/production', file);
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: reactRouterFile('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterFile('dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [react(), tailwindcss(), inlineBootScripts()],
  resolve: { alias: command === 'build' ? [zodForPageCsp, ...reactRouterProduction] : [zodForPageCsp] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Required by inlined common chunks (below); the SPA's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // Small shared modules (an icon, a hook, a badge) are copied into the chunks that use
        // them instead of each being its own file: the customers list loaded 75 files, now 31. A
        // new tab reads every file from the disk cache one after another, and the route's files
        // are only asked for once the entry has run, so each file was time before the first
        // rows. A registry in the runtime keeps one instance of each copied module (rolldown's
        // guide: rolldown.rs/in-depth/inline-common-chunks), and rolldown turns on
        // strictExecutionOrder for it. Measured with `npm run bench:compare` (large studio, 20
        // rounds): first rows in a new tab 36 ms (customers) and 32 ms (sessions) sooner,
        // reloads even. Copying modules up to 128 kB (the list then loaded 22 files) gained
        // nothing more in a new tab, November 2026. Chunks holding styles stay files, as that
        // guide asks of Vite builds.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
        // Chrome's explicit compile hint (136+): compile every function of the chunk eagerly, on a
        // background thread while it streams in. A chunk is only loaded when its screen is about
        // to run it, so most of its functions are called at once; without the hint each was
        // parsed twice and compiled on the main thread at its first call, on every new tab (V8's
        // code cache does not spare that: Chromium 156 wrote these modules' caches, 408 bytes
        // for a 240 kB test module, and never read them back). Measured with `npm run
        // bench:compare` and its scratch forerunner (large studio, customers list), before the
        // inlined common chunks above: first rows 30–54 ms sooner in a new tab, 55 ms on a first
        // visit, 4–14 ms on a reload; the sessions list's new tabs came out even. Measured again
        // with them (two runs): new tabs even; it stays for the first visits, not measured
        // again. Other browsers ignore the comment. Added after minification, which would strip
        // it.
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
}));
