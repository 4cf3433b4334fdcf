// GET /api/p/{id}/galleries (id: the studio's slug): the galleries its site lists, newest first,
// each with its cover, photo count and date. Invite-only, draft, archived and expired galleries
// are never named, nor another studio's.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { readListedGalleries } from '../lib/site/public-site';
import { studioAtSlug } from '../lib/site/public-studio';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  return json(200, { galleries: await readListedGalleries(sql, studio) }, { 'cache-control': 'public, max-age=60' });
});
