// Serves the SPA on the platform's origin: Vite in middleware mode (HMR on the same server),
// or a built copy (web/dist by default) with the SPA fallback CloudFront gives in production.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import serveStatic from 'serve-static';
import { contentSecurityPolicy, type PolicyOrigins } from '../web/content-security-policy';

const webDir = path.resolve(import.meta.dirname, '../web');

/** Where `npm run build` puts the SPA. Test and bench runs build into their own directory. */
export const WEB_DIST = path.join(webDir, 'dist');

/** Serve Vite with HMR, a built SPA directory, or nothing (API-only runs). */
export type WebMode = 'dev' | 'none' | { dist: string };

type WebHandler = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

/**
 * `policy`: the origins the built SPA's Content-Security-Policy admits besides its own, as in
 * production (stacks/web.ts). Vite's dev server runs without one: its hot reload injects scripts.
 */
export async function createWebHandler(mode: WebMode, server: Server, policy: PolicyOrigins): Promise<WebHandler> {
  if (mode === 'none') {
    return { handle: (_req, res) => void res.writeHead(404).end(), close: async () => {} };
  }
  if (mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(webDir, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
      logLevel: 'warn',
    });
    return { handle: (req, res) => vite.middlewares(req, res), close: () => vite.close() };
  }
  const { dist } = mode;
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} has no built SPA: run \`npm run build\` first (or start without --dist)`);
  }
  // Vite's hashed bundles (code and translations) never change; everything else is revalidated.
  const hashed = serveStatic(dist, { index: false, maxAge: '1y', immutable: true });
  const csp = contentSecurityPolicy(readFileSync(path.join(dist, 'index.html'), 'utf8'), policy);
  const files = serveStatic(dist, {
    index: false,
    maxAge: 0,
    setHeaders: (res, file) => {
      if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', csp);
    },
  });
  const spaFallback = (req: IncomingMessage, res: ServerResponse) => {
    // Client-side routes: every other GET gets index.html, as CloudFront's fallback does.
    req.url = '/index.html';
    files(req, res, () => void res.writeHead(404).end());
  };
  return {
    handle: (req, res) => {
      const serve = req.url?.startsWith('/assets/') ? hashed : files;
      serve(req, res, () => spaFallback(req, res));
    },
    close: async () => {},
  };
}
