// GET /api/p/{id}/page?path=/about (id: the studio's slug): a published page of the studio's site,
// its rows of blocks, and the photos of the galleries its gallery blocks show; without a path, the
// page the studio chose as its home. A draft, another studio's page, an unknown path or no home
// page is a 404 that names nothing.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { readSitePage } from '../lib/site/public-site';
import { studioAtSlug } from '../lib/site/public-studio';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const page = await readSitePage(sql, studio, event.queryStringParameters?.path);
  if (!page) throw new HttpError(404, 'not_found', 'No page at this address');
  return json(200, page, { 'cache-control': 'public, max-age=60' });
});
