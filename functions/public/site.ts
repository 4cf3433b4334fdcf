// GET /api/p/{id}/site (id: the studio's slug): what every page of a studio's public site is
// drawn with: its name, its theme (every theme.* key, defaults filled in), the fonts it uploaded,
// the photographer's public profile, and whether clients can book online.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { readPublicSite } from '../lib/site/public-site';
import { studioAtSlug } from '../lib/site/public-studio';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  // A change on the brand screen shows within a minute, while a busy page is served from caches.
  return json(200, await readPublicSite(sql, studio), { 'cache-control': 'public, max-age=60' });
});
