// A studio's public site as anyone may read it: its theme, profile and menu, a published page with
// the photos of its gallery blocks and the reviews it chose, and its list of public galleries. The public API
// (functions/public/) answers these as JSON; the site's server (functions/site-html/) draws them.
// Nothing the studio keeps to itself (drafts, invite-only galleries, locked days, its members,
// its clients) is in them.
import type postgres from 'postgres';
import { fontPath } from '@core/domain/brand-files';
import { isOpenToEveryone } from '@core/domain/gallery-audience';
import { imageSteps, imageUrl } from '@core/domain/images';
import type { BlockGallery, ListedGallery, PublicSite, PublicSitePage } from '@core/domain/public-site';
import { pagePath, pageRow, type PageRow } from '@core/domain/site-page';
import { pageLayouts } from '@core/domain/site-page-view';
import { siteTheme, type SiteFont } from '@core/domain/site-theme';
import { studioHomePath, studioProfile, studioTagline } from '@core/domain/studio-profile';
import type { PublicStudio } from './public-studio';
import { readShownReviews } from './shown-reviews';

/** The most photos one gallery block shows (its own limit may be lower). */
const GALLERY_BLOCK_PHOTOS = 60;

/**
 * SQL true for a gallery aliased `g` that the site lists: published, public and unexpired, the
 * ones anyone with the link may open. `isOpenToEveryone` (core/domain/gallery-audience.ts) says
 * so of one gallery in TypeScript; this is the same rule in SQL, so a studio's many galleries are
 * filtered by Postgres.
 */
function listedGallery(sql: postgres.Sql, now = Date.now()): postgres.Fragment {
  return sql`(g.status = 'published' and g.settings ->> 'visibility' = 'public'
    and (g.expires_at = 0 or g.expires_at > ${now}))`;
}

/** What every page of the site is drawn with. */
export async function readPublicSite(sql: postgres.Sql, studio: PublicStudio): Promise<PublicSite> {
  const [[offers], fontRows, menu] = await Promise.all([
    sql<{ booking: boolean; galleries: boolean }[]>`
      select exists (select 1 from schedule_plans p where p.account_id = ${studio.id} and p.is_active) as booking,
             exists (select 1 from galleries g where g.account_id = ${studio.id} and ${listedGallery(sql)}) as galleries`,
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
  return {
    studio: { name: studio.name, slug: studio.slug },
    menu: [...menu],
    homePath: menu.some(({ path }) => path === homePath) ? (homePath ?? null) : null,
    theme: siteTheme(
      studio.settings,
      fonts.map(({ family }) => family),
    ),
    fonts,
    profile: studioProfile(studio.settings),
    tagline: studioTagline(studio.settings),
    bookingOffered: offers?.booking ?? false,
    galleriesListed: offers?.galleries ?? false,
  };
}

/**
 * The published page at `path`, or without one the page the studio chose as its home; undefined
 * for a draft, an unknown path or no home page.
 */
export async function readSitePage(
  sql: postgres.Sql,
  studio: PublicStudio,
  path: string | undefined,
): Promise<PublicSitePage | undefined> {
  const parsed = pagePath.safeParse((path === undefined ? studioHomePath(studio.settings) : path) ?? '');
  if (!parsed.success) return undefined;
  const [page] = await sql<{ path: string; title: string; description: string; layout: string; rows: unknown[] }[]>`
    select path, title, description, layout, rows from pages
    where account_id = ${studio.id} and path = ${parsed.data} and status = 'published'`;
  if (!page) return undefined;
  // Rows are checked when saved through the app; one written some other way is left out, not shown broken.
  const rows = page.rows.flatMap((row) => {
    const checked = pageRow.safeParse(row);
    return checked.success ? [checked.data] : [];
  });
  const galleryIds = [
    ...new Set(
      rows.flatMap((row: PageRow) =>
        row.blocks.flatMap((block) => (block.type === 'gallery' ? [block.galleryId] : [])),
      ),
    ),
  ];
  const showsReviews = rows.some((row) => row.blocks.some((block) => block.type === 'reviews'));
  const [galleries, reviews] = await Promise.all([
    blockGalleries(sql, studio, galleryIds),
    showsReviews ? readShownReviews(sql, studio.id) : [],
  ]);
  return {
    page: {
      path: page.path,
      title: page.title,
      description: page.description,
      layout: pageLayouts.find((layout) => layout === page.layout) ?? 'default',
      rows,
    },
    galleries,
    reviews,
  };
}

/** The studio's galleries among `ids` that anyone may see: published, public and not expired. */
async function blockGalleries(
  sql: postgres.Sql,
  studio: PublicStudio,
  ids: readonly string[],
): Promise<Record<string, BlockGallery>> {
  if (ids.length === 0) return {};
  const galleries = await sql<{ id: string; name: string; status: string; settings: unknown; expiresAt: number }[]>`
    select id, name, status, settings, expires_at::float8 as "expiresAt" from galleries
    where account_id = ${studio.id} and id in ${sql(ids)} and status = 'published'`;
  const shown = galleries.filter((gallery) => isOpenToEveryone(gallery));
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
        href: `/p/${studio.slug}/gallery/${gallery.id}`,
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

type ListedGalleryRow = {
  id: string;
  name: string;
  status: string;
  settings: unknown;
  expiresAt: number;
  createdAt: number;
  photoCount: number;
  cover: { filename: string; width: number; height: number } | null;
};

/** The galleries the site lists, newest first, each with its cover (the chosen photo, else the first). */
export async function readListedGalleries(sql: postgres.Sql, studio: PublicStudio): Promise<ListedGallery[]> {
  const now = Date.now();
  const rows = await sql<ListedGalleryRow[]>`
    select g.id, g.name, g.status, g.settings, g.expires_at::float8 as "expiresAt", g.created_at::float8 as "createdAt",
           g.photo_count as "photoCount",
           (select json_build_object('filename', p.filename, 'width', p.width, 'height', p.height) from photos p
            where p.gallery_id = g.id
            order by p.id = g.cover_photo_id desc nulls last, p."order", p.id limit 1) as cover
    from galleries g
    where g.account_id = ${studio.id} and ${listedGallery(sql, now)}
    order by g.created_at desc, g.id`;
  // The gallery page's own rule has the last word: settings it cannot read make a gallery invite-only.
  return rows
    .filter((gallery) => isOpenToEveryone(gallery, now))
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
}
