// The few lines the page runs before any of the app's modules (src/boot/): the theme before the
// first paint, the list's picture while the app loads. They are written in TypeScript beside the
// modules whose storage keys and rules they share, and each is bundled here into one small
// classic script inlined into index.html, because a module (even an inlined one) runs only
// after the document is parsed, and a file would be one more request before the first paint.
// The pages' CSP allows each inline script by its hash (content-security-policy.ts), computed
// from the built index.html.
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

type BootScript = {
  /** Its module, under src/boot/. */
  entry: string;
  /**
   * `head-prepend` runs first, before the stylesheet it would otherwise wait for; `body` once
   * #root exists and the stylesheet has loaded, still before any module.
   */
  injectTo: 'head-prepend' | 'body';
};

const BOOT_SCRIPTS: readonly BootScript[] = [
  { entry: 'src/boot/theme.ts', injectTo: 'head-prepend' },
  { entry: 'src/boot/screen-snapshot.ts', injectTo: 'body' },
];

/** `entry` and what it imports as one minified script that runs at once and leaks no names. */
async function bundleBootScript(entry: string): Promise<string> {
  const { output } = await build({
    input: fileURLToPath(new URL(`../${entry}`, import.meta.url)),
    write: false,
    logLevel: 'warn',
    output: { format: 'iife', minify: true },
  });
  return output[0].code.trim();
}

/**
 * Inlines the boot scripts into index.html, in the dev server and in builds alike. A studio's
 * site (site.html) has neither the app's theme nor its list: it is drawn by its server.
 */
export function inlineBootScripts(): Plugin {
  return {
    name: 'studio:inline-boot-scripts',
    async transformIndexHtml(html, { filename }) {
      if (filename.endsWith('site.html') || html.includes('/src/entries/site-main.tsx')) return [];
      return Promise.all(
        BOOT_SCRIPTS.map(async ({ entry, injectTo }): Promise<HtmlTagDescriptor> => ({
          tag: 'script',
          children: await bundleBootScript(entry),
          injectTo,
        })),
      );
    },
  };
}
