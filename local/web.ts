// Serves the SPA on the platform's origin: Vite in middleware mode (HMR on the same server),
// or a built copy (web/dist by default) with the SPA fallback CloudFront gives in production.
// A studio's public pages (/p/…, its own domain) get their own head, as the site's Lambda gives.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import serveStatic from 'serve-static';
import { getSql } from '../functions/lib/db';
import { requiredEnv } from '../functions/lib/env';
import { landingFile, withLandingPage } from '../functions/site-html/landing-page';
import { siteResponse } from '../functions/site-html/site-response';
import { siteLanguage, type LanguageHints, type SiteLanguage } from '../functions/site-html/site-translations';
import type { ViteManifest } from '../functions/site-html/spa-preloads';
import { contentSecurityPolicy, type PolicyOrigins } from '../web/build/content-security-policy';
import { send } from './api-adapter';

const webDir = path.resolve(import.meta.dirname, '../web');

/** Where `npm run build` puts the SPA. Test and bench runs build into their own directory. */
export const WEB_DIST = path.join(webDir, 'dist');

/** Serve Vite with HMR, a built SPA directory, or nothing (API-only runs). */
export type WebMode = 'dev' | 'none' | { dist: string };

type WebHandler = {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
};

/** The pages the server writes public pages into: the SPA's, and the studio sites' own. */
type Template = 'index.html' | 'site.html';

/** API-only runs build no SPA: public pages are still answered, over this bare page. */
const BARE_HTML =
  '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="UTF-8" />\n</head>\n<body><div id="root"></div></body>\n</html>\n';

/** What `req` says of the language a drawn page is wanted in. */
const languageHints = (req: IncomingMessage, url: URL): LanguageHints => ({
  query: url.searchParams.get('lng'),
  cookie: req.headers.cookie,
  acceptLanguage: req.headers['accept-language'],
});

/**
 * Serves `req` when it is an address of a studio's site (functions/site-html/); false when it
 * is not, for the SPA's usual handling.
 */
async function servedAsSitePage(
  req: IncomingMessage,
  res: ServerResponse,
  template: (file: Template, url: string) => Promise<string>,
  { headers = {}, manifest }: { headers?: Record<string, string>; manifest?: ViteManifest } = {},
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const answer = await siteResponse(
    getSql(),
    {
      host: req.headers.host,
      path: url.pathname,
      rawQuery: url.search.slice(1),
      ...languageHints(req, url),
    },
    {
      index: () => template('index.html', req.url ?? '/'),
      site: () => template('site.html', req.url ?? '/'),
      manifest: async () => manifest,
    },
    requiredEnv('SITE_URL'),
  );
  if (!answer) return false;
  const isHtml = String(answer.headers?.['content-type'] ?? '').startsWith('text/html');
  send(res, { ...answer, headers: { ...answer.headers, ...(isHtml ? headers : {}) } });
  return true;
}

/**
 * The language the landing page is served in at `req`, when `req` asks for it (`/` on the app's
 * own origin; a studio's domain has its own home): as CloudFront's viewer function chooses it
 * (stacks/web.ts).
 */
function landingLanguage(req: IncomingMessage): SiteLanguage | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/') return undefined;
  return siteLanguage(languageHints(req, url));
}

/**
 * `policy`: the origins the built SPA's Content-Security-Policy admits besides its own, as in
 * production (stacks/web.ts). Vite's dev server runs without one: its hot reload injects scripts.
 */
export async function createWebHandler(mode: WebMode, server: Server, policy: PolicyOrigins): Promise<WebHandler> {
  if (mode === 'none') {
    return {
      handle: async (req, res) => {
        if (!(await servedAsSitePage(req, res, async () => BARE_HTML))) res.writeHead(404).end();
      },
      close: async () => {},
    };
  }
  if (mode === 'dev') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(webDir, 'build/vite.config.ts'),
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
      logLevel: 'warn',
    });
    const template = async (file: Template, url: string) =>
      vite.transformIndexHtml(url, readFileSync(path.join(webDir, file), 'utf8'));
    return {
      handle: async (req, res) => {
        if (await servedAsSitePage(req, res, template)) return;
        const language = landingLanguage(req);
        if (!language) return void vite.middlewares(req, res);
        // Drawn on each request here, as a build draws it once (functions/site-html/draw-landing.ts).
        const html = withLandingPage(await template('site.html', '/'), language, new Date().getFullYear());
        send(res, { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html });
      },
      close: () => vite.close(),
    };
  }
  const { dist } = mode;
  if (!['index.html', landingFile('en')].every((file) => existsSync(path.join(dist, file)))) {
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
  const template = async (file: Template) => readFile(path.join(dist, file), 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : undefined;
  return {
    handle: async (req, res) => {
      if (await servedAsSitePage(req, res, template, { headers: { 'Content-Security-Policy': csp }, manifest })) return;
      const language = landingLanguage(req);
      if (language) req.url = `/${landingFile(language)}`;
      const serve = req.url?.startsWith('/assets/') ? hashed : files;
      serve(req, res, () => spaFallback(req, res));
    },
    close: async () => {},
  };
}
