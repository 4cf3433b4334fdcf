import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Connect, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const localesDir = fileURLToPath(new URL('../locales', import.meta.url));

// Only plain language and namespace names: the URL never reaches the file system otherwise.
const localePath = /^\/locales\/([a-z]{2}(?:-[A-Za-z]{2,4})?)\/([A-Za-z0-9_-]+)\.json$/;

/**
 * Translations live in the repo's `locales/` folder (shared with the back end), not in
 * `web/public`. In dev (also when the platform runs Vite in middleware mode) and in
 * `vite preview` they are served from there; a build copies them into `dist/locales`.
 */
function locales(): Plugin {
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const match = req.method === 'GET' || req.method === 'HEAD' ? localePath.exec(req.url?.split('?')[0] ?? '') : null;
    if (!match) return next();
    const [, lng = '', ns = ''] = match;
    readFile(join(localesDir, lng, `${ns}.json`))
      .then((body) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(() => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ error: { code: 'not_found', message: 'No such translation file' } }));
      });
  };
  return {
    name: 'studio-locales',
    configureServer(server) {
      server.middlewares.use(serve);
      // Edits to a translation file reload the page, as edits to code do.
      server.watcher.add(localesDir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(localesDir) && file.endsWith('.json')) server.ws.send({ type: 'full-reload' });
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    async generateBundle() {
      const languages = await readdir(localesDir, { withFileTypes: true });
      for (const lng of languages.filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
        for (const file of await readdir(join(localesDir, lng))) {
          if (!file.endsWith('.json')) continue;
          this.emitFile({
            type: 'asset',
            fileName: `locales/${lng}/${file}`,
            source: await readFile(join(localesDir, lng, file)),
          });
        }
      }
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), locales()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The largest chunk is the Sentry SDK, downloaded only where a DSN is configured.
    chunkSizeWarningLimit: 600,
  },
});
