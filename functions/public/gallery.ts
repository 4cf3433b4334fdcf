// GET /api/p/{id}/gallery/{galleryId} (id: the studio's slug; API Gateway names the segment as
// in /api/p/{id}/galleries/verify): what the public gallery page shows (lib/gallery/public-gallery.ts),
// and for a gallery that is not public the image token its image URLs carry (renewed on every
// load while the invite stands).
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { issueImageAccess } from '../lib/gallery/image-access';
import { publicGalleryAnswer } from '../lib/gallery/public-gallery';
import { viewableGallery } from '../lib/gallery/viewable-gallery';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { gallery, audience, subject } = await viewableGallery(
    sql,
    event,
    event.pathParameters?.galleryId,
    event.pathParameters?.id,
  );
  const access = audience === 'public' || subject === undefined ? null : issueImageAccess(gallery.id, subject).token;
  return json(
    200,
    await publicGalleryAnswer(sql, gallery, access),
    // A public gallery may sit in the browser's cache for a minute; anything else in none.
    { 'cache-control': audience === 'public' ? 'public, max-age=60' : 'private, no-store' },
  );
});
