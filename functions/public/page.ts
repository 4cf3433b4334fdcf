// GET /api/p/{id}/page?path=/about (id: the studio's slug): a published page of the studio's site,
// its rows of blocks, and the photos of the galleries its gallery blocks show; without a path, the
// page the studio chose as its home, so the site's root asks for it beside the site itself. A
// draft, another studio's page, an unknown path or no home page is a 404 that names nothing.
import type postgres from 'postgres';
import { readGallerySettings, isExpired } from '@core/domain/gallery';
import { imageUrl } from '@core/domain/images';
import { pagePath, pageRow, type PageRow } from '@core/domain/site-page';
import { pageLayouts } from '@core/domain/site-page-view';
import { studioHomePath } from '@core/domain/studio-profile';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';

/** The most photos one gallery block shows (its own limit may be lower). */
const GALLERY_BLOCK_PHOTOS = 60;

type BlockGallery = { name: string; href: string; photos: { src: string; width: number; height: number }[] };

/** The studio's galleries among `ids` that anyone may see: published, public and not expired. */
async function publicGalleries(
  sql: postgres.Sql,
  accountId: string,
  slug: string,
  ids: readonly string[],
): Promise<Record<string, BlockGallery>> {
  if (ids.length === 0) return {};
  const galleries = await sql<{ id: string; name: string; settings: unknown; expiresAt: number }[]>`
    select id, name, settings, expires_at::float8 as "expiresAt" from galleries
    where account_id = ${accountId} and id in ${sql(ids)} and status = 'published'`;
  const shown = galleries.filter(
    (gallery) => readGallerySettings(gallery.settings).visibility === 'public' && !isExpired(gallery.expiresAt),
  );
  if (shown.length === 0) return {};
  // Each gallery's first photos, in one query whatever the number of gallery blocks.
  const photos = await sql<{ galleryId: string; filename: string; width: number; height: number }[]>`
    select gallery_id as "galleryId", filename, width, height from (
      select gallery_id, filename, width, height, "order", id,
             row_number() over (partition by gallery_id order by "order", id) as place
      from photos where gallery_id in ${sql(shown.map(({ id }) => id))}
    ) ranked
    where place <= ${GALLERY_BLOCK_PHOTOS}
    order by gallery_id, "order", id`;
  return Object.fromEntries(
    shown.map((gallery) => [
      gallery.id,
      {
        name: gallery.name,
        href: `/p/${slug}/gallery/${gallery.id}`,
        photos: photos
          .filter(({ galleryId }) => galleryId === gallery.id)
          .map(({ filename, width, height }) => ({
            src: imageUrl(gallery.id, filename, 'thumbnail'),
            width,
            height,
          })),
      },
    ]),
  );
}

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const [studio] = event.pathParameters?.id
    ? await sql<{ id: string; slug: string; settings: Record<string, unknown> }[]>`
        select id, slug, settings from accounts where slug = ${event.pathParameters.id}`
    : [];
  const requested = event.queryStringParameters?.path;
  const path = pagePath.safeParse(
    (requested === undefined && studio ? studioHomePath(studio.settings) : requested) ?? '',
  );
  const [page] =
    studio && path.success
      ? await sql<{ path: string; title: string; description: string; layout: string; rows: unknown[] }[]>`
          select path, title, description, layout, rows from pages
          where account_id = ${studio.id} and path = ${path.data} and status = 'published'`
      : [];
  if (!studio || !page) throw new HttpError(404, 'not_found', 'No page at this address');
  // Rows are checked when saved through the app; one written some other way is left out, not shown broken.
  const rows = page.rows.flatMap((row) => {
    const parsed = pageRow.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const galleryIds = [
    ...new Set(
      rows.flatMap((row: PageRow) =>
        row.blocks.flatMap((block) => (block.type === 'gallery' ? [block.galleryId] : [])),
      ),
    ),
  ];
  return json(
    200,
    {
      page: {
        path: page.path,
        title: page.title,
        description: page.description,
        layout: pageLayouts.find((layout) => layout === page.layout) ?? 'default',
        rows,
      },
      galleries: await publicGalleries(sql, studio.id, studio.slug, galleryIds),
    },
    { 'cache-control': 'public, max-age=60' },
  );
});
