// GET /api/p/{id}/site (id: the studio's slug): what every page of a studio's public site is
// drawn with: its name, its theme (every theme.* key, defaults filled in), the fonts it uploaded, the photographer's
// public profile, and whether clients can book online. Nothing the studio keeps to itself
// (locked days, its members, its clients) is in it.
import { fontPath } from '@core/domain/brand-files';
import { siteTheme, type SiteFont } from '@core/domain/site-theme';
import { studioHomePath, studioProfile, studioTagline } from '@core/domain/studio-profile';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { listedGallery } from './listed-galleries';

type StudioRow = {
  id: string;
  name: string;
  slug: string;
  settings: Record<string, unknown>;
  booking: boolean;
  galleries: boolean;
};

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const slug = event.pathParameters?.id;
  const [studio] = slug
    ? await sql<StudioRow[]>`
        select a.id, a.name, a.slug, a.settings,
               exists (select 1 from schedule_plans p where p.account_id = a.id and p.is_active) as booking,
               exists (select 1 from galleries g where g.account_id = a.id and ${listedGallery(sql)}) as galleries
        from accounts a where a.slug = ${slug}`
    : [];
  if (!studio) throw new HttpError(404, 'not_found', 'No studio at this address');
  const [fontRows, menu] = await Promise.all([
    sql<{ id: string; family: string; format: SiteFont['format'] }[]>`
      select id, font_family as family, font_type as format
      from custom_fonts where account_id = ${studio.id} order by font_family, id`,
    // The menu: the published pages in the studio's order.
    sql<{ path: string; title: string }[]>`
      select path, title from pages where account_id = ${studio.id} and status = 'published' order by "order", id`,
  ]);
  // The address is built from the id, never read from the row: members could write the row directly.
  const fonts: SiteFont[] = fontRows.map(({ id, family, format }) => ({ family, url: fontPath(id), format }));
  // The home page is the one cms.settings names, once published.
  const homePath = studioHomePath(studio.settings);
  return json(
    200,
    {
      studio: { name: studio.name, slug: studio.slug },
      menu,
      homePath: menu.some(({ path }) => path === homePath) ? homePath : null,
      theme: siteTheme(
        studio.settings,
        fonts.map(({ family }) => family),
      ),
      fonts,
      profile: studioProfile(studio.settings),
      tagline: studioTagline(studio.settings),
      bookingOffered: studio.booking,
      // The menu's "Galleries" leads to the list of them (public-galleries.ts) once there is one.
      galleriesListed: studio.galleries,
    },
    // A change on the brand screen shows within a minute, while a busy page is served from caches.
    { 'cache-control': 'public, max-age=60' },
  );
});
