// A studio's site and the page shown, asked for by their routes' loaders (app/router.tsx) as the
// page starts, side by side: the home page does not wait for the site to name it. Their schemas
// (public-site-api.ts) check the answers once the page's code has come; nothing here may import
// a schema library.
import type { Params } from 'react-router';
import { sendEarly, type ApiAnswer } from '../../lib/api-request';
import { publicSiteSlug, studioApiPath } from './use-public-site';

export type SiteRequests = {
  slug: string | undefined;
  site: Promise<ApiAnswer> | undefined;
  /** The page's path, undefined for the home page, and its request when one was sent. */
  page?: { path: string | undefined; sent: Promise<ApiAnswer> };
};

export function pageRequestPath(slug: string, path: string | undefined): string {
  const query = path === undefined ? '' : `?${new URLSearchParams({ path }).toString()}`;
  return `${studioApiPath(slug)}/page${query}`;
}

/**
 * The site, and with `page` a page of it: 'home' for the one the studio chose as home, or the
 * path of the page at the route's `*`.
 */
export function requestSite(params: Params, page?: 'home' | 'path'): SiteRequests {
  const slug = publicSiteSlug(params);
  if (!slug) return { slug, site: undefined };
  const requests: SiteRequests = { slug, site: sendEarly(`${studioApiPath(slug)}/site`) };
  if (page) {
    const path = page === 'home' ? undefined : `/${(params['*'] ?? '').replace(/\/$/, '')}`;
    requests.page = { path, sent: sendEarly(pageRequestPath(slug, path)) };
  }
  return requests;
}
