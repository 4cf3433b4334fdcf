// What an address of a studio's site shows in its frame: the home page it chose (else its
// profile, with the reviews it chose), another published page, its list of public galleries, or "not found".
import type postgres from 'postgres';
import type { SiteView } from '@core/domain/public-site';
import { readListedGalleries, readSitePage } from '../lib/site/public-site';
import { readShownReviews } from '../lib/site/shown-reviews';
import type { Studio } from './public-head';

/** `path`: the address under the site's root, without slashes at its ends (`''` for the home page). */
export async function siteView(sql: postgres.Sql, studio: Studio, path: string): Promise<SiteView> {
  if (path === 'galleries') return { kind: 'galleries', galleries: await readListedGalleries(sql, studio) };
  const page = await readSitePage(sql, studio, path === '' ? undefined : `/${path}`);
  if (page) return { kind: 'page', page };
  return path === '' ? { kind: 'home', reviews: await readShownReviews(sql, studio.id) } : { kind: 'notFound' };
}
