// The server's answer for an address of a studio's public site: /p/{slug}/… on the app's origin,
// or any path on the studio's own domain (cms.settings customDomain). Pages get the SPA's
// index.html with their own head; sitemap.xml and robots.txt are written here. Shared by the
// local platform (local/web.ts) and the site's Lambda behind CloudFront (./serve-site.ts).
import type postgres from 'postgres';
import { escapeHtml } from '../lib/html';
import type { ApiResult } from '../lib/http';
import { withNotFoundHead, withPageHead } from '../lib/page-head';
import {
  publicPageHead,
  siteAddresses,
  STUDIO_SCRIPT_PATH,
  studioByDomain,
  studioBySlug,
  studioScript,
  type StudioSite,
} from './public-head';

export type SiteRequest = {
  /** The Host the visitor asked for (a studio's domain, or the app's own). */
  host: string | undefined;
  /** The URL's path, still percent-encoded. */
  path: string;
};

/** The files a studio's domain serves of its own, beside the SPA's. */
const SITE_FILES = ['/sitemap.xml', '/robots.txt', `/${STUDIO_SCRIPT_PATH}`];

/** What a visitor on a studio's domain never gets there: the back office and its sign-in. */
const BACK_OFFICE_PATHS = /^\/(app|login|reset-password)(\/|$)/;

const cached = (status: number) => (status === 200 ? 'public, max-age=60' : 'no-store');

function text(status: number, contentType: string, body: string): ApiResult {
  return { statusCode: status, headers: { 'content-type': contentType, 'cache-control': cached(status) }, body };
}

/**
 * The answer for `request`, or undefined when it is no address of a studio's site (the app's own
 * pages, a static file, an unknown host): the caller serves those as it always did.
 */
export async function siteResponse(
  sql: postgres.Sql,
  request: SiteRequest,
  /** The SPA's index.html, read only for an answer that is a page. */
  indexHtml: () => Promise<string>,
  appOrigin: string,
): Promise<ApiResult | undefined> {
  const app = new URL(appOrigin);
  const onAppOrigin = !request.host || request.host.toLowerCase() === app.host.toLowerCase();
  const found = onAppOrigin ? await onApp(sql, request.path, appOrigin) : await onDomain(sql, request, app);
  if (!found) return undefined;
  if ('redirect' in found) {
    return { statusCode: 302, headers: { location: found.redirect, 'cache-control': 'no-store' }, body: '' };
  }
  const { site, rest } = found;
  if (!site || rest === undefined) return notFoundPage(await indexHtml(), !onAppOrigin);
  const sitemap = `${site.root}/sitemap.xml`;
  if (rest === 'sitemap.xml')
    return text(200, 'application/xml; charset=utf-8', sitemapXml(await siteAddresses(sql, site)));
  if (rest === STUDIO_SCRIPT_PATH && site.onOwnDomain) {
    const script = studioScript(site.studio);
    if (script !== undefined) return text(200, 'text/javascript; charset=utf-8', script);
  }
  if (rest === 'robots.txt')
    return text(200, 'text/plain; charset=utf-8', `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
  const head = await publicPageHead(sql, site, rest, appOrigin);
  if (!head) return notFoundPage(await indexHtml(), site.onOwnDomain);
  return text(200, 'text/html; charset=utf-8', withPageHead(await indexHtml(), head));
}

type Found = { site: StudioSite | undefined; rest: string | undefined } | { redirect: string } | undefined;

async function onApp(sql: postgres.Sql, path: string, appOrigin: string): Promise<Found> {
  const match = /^\/p\/([^/]+)(?:\/(.*))?$/.exec(path);
  if (!match) return undefined;
  const slug = decodedPath(match[1] ?? '');
  const studio = slug === undefined ? undefined : await studioBySlug(sql, slug);
  const site = studio && { studio, root: `${appOrigin}/p/${encodeURIComponent(studio.slug)}`, onOwnDomain: false };
  return { site, rest: decodedPath(trimSlashes(match[2] ?? '')) };
}

async function onDomain(sql: postgres.Sql, request: SiteRequest, app: URL): Promise<Found> {
  const { path } = request;
  const last = path.slice(path.lastIndexOf('/') + 1);
  // The SPA's own files (its bundles, icons) are served as on the app's origin.
  if (last.includes('.') && !SITE_FILES.includes(path)) return undefined;
  const hostname = (request.host ?? '').replace(/:\d+$/, '');
  const studio = await studioByDomain(sql, hostname);
  if (!studio) return undefined;
  // No sign-in on a studio's domain: its own script may run there (cms customJs).
  if (BACK_OFFICE_PATHS.test(path)) return { redirect: new URL(path, app).toString() };
  // Its own pages' app-origin addresses (a gallery block's link) are at the root here.
  const ownPrefix = `/p/${encodeURIComponent(studio.slug)}`;
  if (path === ownPrefix || path.startsWith(`${ownPrefix}/`)) return { redirect: path.slice(ownPrefix.length) || '/' };
  const site = { studio, root: `${app.protocol}//${request.host}`, onOwnDomain: true };
  return { site, rest: decodedPath(trimSlashes(path)) };
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** A path decoded, or undefined when its percent-encoding is malformed ("%FF"). */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** No such page: the SPA's HTML still, so it shows its own branded, translated "not found". */
export function notFoundPage(indexHtml: string, onStudioDomain: boolean): ApiResult {
  return text(404, 'text/html; charset=utf-8', withNotFoundHead(indexHtml, { onStudioDomain }));
}

function sitemapXml(addresses: readonly string[]): string {
  const urls = addresses.map((address) => `  <url><loc>${escapeHtml(address)}</loc></url>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`;
}
