import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifests } from './app-manifest.ts';
import { inlineBootScripts } from './boot-scripts.ts';
import { firstScreenCheck } from './first-screen-check.ts';
import { landingFiles } from './landing-files.ts';
import { publicBundleCheck } from './public-bundle-check.ts';
import { skipAfterFailure } from './skip-after-failure.ts';
import { APP_SCOPE } from '../src/lib/app-install-files.ts';

// The app's folder (index.html, site.html, src/, public/): this config lives in its build/.
const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The app's imports of zod and zod/mini (its own and core's) get zod set up for the pages' CSP (src/lib/zod.ts, src/lib/zod-mini.ts). */
export const zodForPageCsp = [
  { find: /^zod$/, replacement: fileURLToPath(new URL('../src/lib/zod.ts', import.meta.url)) },
  { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('../src/lib/zod-mini.ts', import.meta.url)) },
];

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

/**
 * The back office's service worker (src/service-worker/sw.ts): it keeps the code of every screen
 * and index.html on the device, so a return visit loads no code from the network and /app opens
 * and every screen works with no network (the rows come from Zero's own store). It is registered
 * for /app only (src/lib/app-worker.ts): the public pages and the API never pass through it. A
 * new build takes over at once and runs from the next page load; open pages keep their own.
 */
const backofficeWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  scope: APP_SCOPE,
  manifest: false,
  injectManifest: {
    globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg'],
    // The password forms' dictionaries (1.3 MB): a password is only set online, and the server
    // checks it too, so no device downloads them until a form asks.
    globIgnores: ['assets/password-strength-*.js'],
    // A classic script: no import, one file served uncached like index.html.
    rollupFormat: 'iife',
    sourcemap: false,
  },
});

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [
    react(),
    tailwindcss(),
    inlineBootScripts(),
    appManifests(),
    publicBundleCheck(),
    firstScreenCheck(),
    ...skipAfterFailure(backofficeWorker, landingFiles()),
  ],
  resolve: {
    alias: command === 'build' ? [...zodForPageCsp, ...reactRouterProduction] : zodForPageCsp,
    // The path aliases (@core/…, @web/…) come from tsconfig.json, the one place they are defined.
    tsconfigPaths: true,
  },
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
    // Vite's polyfill for browsers that ignore <link rel="modulepreload"> (Safari before 17) was a
    // script of its own on every page, public ones included; those browsers load the same modules,
    // only one after another.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The SPA, and the page every studio site's server-drawn page loads (src/entries/site-main.tsx).
      input: { index: path.join(webRoot, 'index.html'), site: path.join(webRoot, 'site.html') },
      // Required by inlined common chunks (below); the SPA's entry exports nothing anyway.
      preserveEntrySignatures: false,
      output: {
        // Small shared modules (an icon, a hook, a badge) are copied into the chunks that use them
        // instead of each being its own file: a new tab reads a route's files one after another,
        // so fewer files put the first rows on screen sooner. Rolldown's runtime keeps one
        // instance of each copied module. Chunks holding styles stay files, as rolldown asks of
        // Vite builds.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
        // Chrome's explicit compile hint: a chunk loads only when its screen is about to run it, so
        // compiling every function eagerly, off the main thread while it streams in, beats parsing
        // each again at its first call. Other browsers ignore it. Added after minification, which
        // would strip it.
        postBanner: '//# allFunctionsCalledOnLoad',
      },
    },
  },
}));
