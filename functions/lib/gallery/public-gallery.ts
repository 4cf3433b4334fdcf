// What a gallery's page shows its clients: the studio's name and branding, the gallery, its
// photos in order. Answered by GET /api/p/{id}/gallery/{galleryId}, and drawn into the page of a
// public gallery by the site's server (functions/site-html/gallery-page.tsx).
import type postgres from 'postgres';
import { allowedDownloadSizes, readGallerySettings } from '@core/domain/gallery';
import { galleryAudience } from '@core/domain/gallery-audience';
import { siteTheme } from '@core/domain/site-theme';

/** A gallery as the page names it, with its studio's. */
export type ShownGallery = {
  id: string;
  accountId: string;
  accountName: string;
  accountSlug: string;
  name: string;
  description: string;
  status: string;
  settings: unknown;
  expiresAt: number;
  coverPhotoId: string | null;
};

type PublicPhoto = { id: string; filename: string; width: number; height: number; order: number };

/** The studio's logos (for light and dark pages) and colour, from the theme its brand screen saves. */
export function studioBrand(settings: Record<string, unknown>): {
  logoUrl: string | null;
  logoDarkUrl: string | null;
  primaryColor: string;
} {
  const { logoUrl, logoDarkUrl, primaryColor } = siteTheme(settings);
  return {
    logoUrl: logoUrl === '' ? null : logoUrl,
    logoDarkUrl: logoDarkUrl === '' ? null : logoDarkUrl,
    primaryColor,
  };
}

async function branding(sql: postgres.Sql, accountId: string) {
  const [account] = await sql<{ settings: Record<string, unknown> }[]>`
    select settings from accounts where id = ${accountId}`;
  return studioBrand(account?.settings ?? {});
}

/**
 * Whether the gallery sells to its clients: it has a price list or a package, as the shop's own
 * answer decides (lib/shop/shop-offer.ts). The page shows a client the shop's buttons from this,
 * without asking the shop first.
 */
async function sells(sql: postgres.Sql, { accountId, id }: ShownGallery): Promise<boolean> {
  const [gallery] = await sql<{ sells: boolean }[]>`
    select price_list_id is not null or included_photos is not null as sells
    from galleries where account_id = ${accountId} and id = ${id}`;
  return gallery?.sells ?? false;
}

/** The page's data for `gallery`; `access` is the image token its image addresses carry (null for a public gallery). */
export async function publicGalleryAnswer(sql: postgres.Sql, gallery: ShownGallery, access: string | null) {
  const [photos, brand, selling] = await Promise.all([
    sql<PublicPhoto[]>`
      select id, filename, width, height, "order" from photos
      where gallery_id = ${gallery.id} order by "order", id`,
    branding(sql, gallery.accountId),
    sells(sql, gallery),
  ]);
  const settings = readGallerySettings(gallery.settings);
  return {
    studio: { name: gallery.accountName, slug: gallery.accountSlug, ...brand },
    gallery: {
      id: gallery.id,
      name: gallery.name,
      description: gallery.description,
      expiresAt: gallery.expiresAt,
      coverPhotoId: gallery.coverPhotoId,
      // What a client may download, and whether a PIN is asked first; never the PIN itself.
      downloads: { sizes: allowedDownloadSizes(settings), pinRequired: settings.downloadPin !== null },
      visibility: settings.visibility,
      sells: selling,
    },
    photos,
    access,
  };
}

/** The gallery `galleryId` of the studio `accountId` when anyone may see it (published, public, not expired). */
export async function openPublicGallery(
  sql: postgres.Sql,
  accountId: string,
  galleryId: string,
): Promise<ShownGallery | undefined> {
  const [gallery] = await sql<ShownGallery[]>`
    select g.id, g.account_id as "accountId", a.name as "accountName", a.slug as "accountSlug", g.name, g.description,
           g.status, g.settings, g.expires_at::float8 as "expiresAt", g.cover_photo_id as "coverPhotoId"
    from galleries g join accounts a on a.id = g.account_id
    where g.id = ${galleryId} and g.account_id = ${accountId} and a.slug is not null`;
  return gallery && galleryAudience(gallery) === 'public' ? gallery : undefined;
}
