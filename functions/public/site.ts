// GET /api/p/{id}/site (id: the studio's slug): what every page of a studio's public site is
// drawn with: its name, its theme (every theme.* key, defaults filled in), the photographer's
// public profile, and whether clients can book online. Nothing the studio keeps to itself
// (locked days, its members, its clients) is in it.
import { siteTheme } from '@core/domain/site-theme';
import { studioProfile, studioTagline } from '@core/domain/studio-profile';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const slug = event.pathParameters?.id;
  const [studio] = slug
    ? await sql<{ id: string; name: string; slug: string; settings: Record<string, unknown>; booking: boolean }[]>`
        select a.id, a.name, a.slug, a.settings,
               exists (select 1 from schedule_plans p where p.account_id = a.id and p.is_active) as booking
        from accounts a where a.slug = ${slug}`
    : [];
  if (!studio) throw new HttpError(404, 'not_found', 'No studio at this address');
  return json(
    200,
    {
      studio: { name: studio.name, slug: studio.slug },
      theme: siteTheme(studio.settings),
      profile: studioProfile(studio.settings),
      tagline: studioTagline(studio.settings),
      bookingOffered: studio.booking,
    },
    // A change on the brand screen shows within a minute, while a busy page is served from caches.
    { 'cache-control': 'public, max-age=60' },
  );
});
