// GET /api/p/{id}/gallery/{galleryId} (id: the studio's slug; API Gateway names the segment as
// in /api/p/{id}/galleries/verify): what the public gallery page shows — the studio's name
// and branding, the gallery, its photos in order, and for a gallery that is not public the
// image token its image URLs carry (renewed on every load while the invite stands).
import type postgres from 'postgres';
import { allowedDownloadSizes, readGallerySettings } from '@core/domain/gallery';
import { siteTheme } from '@core/domain/site-theme';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { issueImageAccess } from '../lib/image-access';
import { viewableGallery } from './viewable-gallery';

type PublicPhoto = { id: string; filename: string; width: number; height: number; order: number };

/** The studio's logo and colour, from the theme its brand screen saves (defaults filled in). */
async function branding(
  sql: postgres.Sql,
  accountId: string,
): Promise<{ logoUrl: string | null; primaryColor: string }> {
  const [account] = await sql<{ settings: Record<string, unknown> }[]>`
    select settings from accounts where id = ${accountId}`;
  const { logoUrl, primaryColor } = siteTheme(account?.settings ?? {});
  return { logoUrl: logoUrl === '' ? null : logoUrl, primaryColor };
}

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { gallery, audience, subject } = await viewableGallery(
    sql,
    event,
    event.pathParameters?.galleryId,
    event.pathParameters?.id,
  );
  const photos = await sql<PublicPhoto[]>`
    select id, filename, width, height, "order" from photos
    where gallery_id = ${gallery.id} order by "order", id`;
  const settings = readGallerySettings(gallery.settings);
  const access = audience === 'public' || subject === undefined ? null : issueImageAccess(gallery.id, subject).token;
  return json(
    200,
    {
      studio: { name: gallery.accountName, slug: gallery.accountSlug, ...(await branding(sql, gallery.accountId)) },
      gallery: {
        id: gallery.id,
        name: gallery.name,
        description: gallery.description,
        expiresAt: gallery.expiresAt,
        coverPhotoId: gallery.coverPhotoId,
        // What a client may download, and whether a PIN is asked first; never the PIN itself.
        downloads: { sizes: allowedDownloadSizes(settings), pinRequired: settings.downloadPin !== null },
        visibility: settings.visibility,
      },
      photos,
      access,
    },
    // A public gallery may sit in the browser's cache for a minute; anything else in none.
    { 'cache-control': audience === 'public' ? 'public, max-age=60' : 'private, no-store' },
  );
});
