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
  resolve: {
    alias: command === 'build' ? [zodForPageCsp, ...reactRouterProduction] : [zodForPageCsp],
    // The path aliases (@core/…, @web/…) come from tsconfig.json, the one place they are defined.
    tsconfigPaths: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
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
