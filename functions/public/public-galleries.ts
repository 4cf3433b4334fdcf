// GET /api/p/{id}/galleries (id: the studio's slug): the galleries its site lists, newest first,
// each with its cover (the chosen photo, else the first), photo count and date. Invite-only,
// draft, archived and expired galleries are never named, nor another studio's.
import { imageSteps, imageUrl } from '@core/domain/images';
import { getSql } from '../lib/db';
import { galleryAudience } from '../lib/gallery-access';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { studioAtSlug } from '../lib/public-studio';
import { listedGallery } from './listed-galleries';

type GalleryRow = {
  id: string;
  name: string;
  status: string;
  settings: unknown;
  expiresAt: number;
  createdAt: number;
  photoCount: number;
  cover: { filename: string; width: number; height: number } | null;
};

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const studio = await studioAtSlug(sql, event.pathParameters?.id);
  const now = Date.now();
  const rows = await sql<GalleryRow[]>`
    select g.id, g.name, g.status, g.settings, g.expires_at::float8 as "expiresAt", g.created_at::float8 as "createdAt",
           g.photo_count as "photoCount",
           (select json_build_object('filename', p.filename, 'width', p.width, 'height', p.height) from photos p
            where p.gallery_id = g.id
            order by p.id = g.cover_photo_id desc nulls last, p."order", p.id limit 1) as cover
    from galleries g
    where g.account_id = ${studio.id} and ${listedGallery(sql, now)}
    order by g.created_at desc, g.id`;
  // The gallery page's own rule has the last word: settings it cannot read make a gallery invite-only.
  const galleries = rows
    .filter((gallery) => galleryAudience(gallery, now) === 'public')
    .map(({ id, name, createdAt, photoCount, cover }) => ({
      id,
      name,
      createdAt,
      photoCount,
      cover: cover && {
        src: imageUrl(id, cover.filename, 'preview'),
        srcSet: `${imageUrl(id, cover.filename, imageSteps.tile)} 400w, ${imageUrl(id, cover.filename, 'preview')} 800w`,
        width: cover.width,
        height: cover.height,
      },
    }));
  return json(200, { galleries }, { 'cache-control': 'public, max-age=60' });
});
