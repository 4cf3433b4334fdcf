// What the server says of a public page before the SPA runs: the studio at an address (its slug
// under /p/, or its own domain), and the head of each of its pages, drawn from the same rows the
// public API serves (published pages, public galleries only). Anything else is "no page", so a
// draft, an invite-only gallery's name or another studio's page never reaches the HTML.
import type postgres from 'postgres';
import { storedImageIcon } from '@core/domain/brand-files';
import { galleryAudience } from '@core/domain/gallery-audience';
import { imageUrl } from '@core/domain/images';
import type { SiteView } from '@core/domain/public-site';
import type { PageRow } from '@core/domain/site-page';
import { siteTheme } from '@core/domain/site-theme';
import { cmsSettingsOf, studioHomePath, studioProfile, studioTagline } from '@core/domain/studio-profile';
import type { PageHead } from '../lib/site/page-head';
import { studioBrand } from '../lib/gallery/public-gallery';

export type Studio = { id: string; name: string; slug: string; settings: Record<string, unknown> };

/** A studio's site as one request reaches it. */
export type StudioSite = {
  studio: Studio;
  /** The site's root, absolute and without a trailing slash: `{app}/p/{slug}` or `https://{domain}`. */
  root: string;
  onOwnDomain: boolean;
};

/** The product's icon, in the SPA's build (web/public). */
const PRODUCT_FAVICON = '/favicon.svg';

/**
 * Where a studio's domain serves its own script (cms customJs). Only there: its origin holds no
 * back-office session, whose sign-in and screens are on the app's origin (./site-response.ts).
 */
export const STUDIO_SCRIPT_PATH = 'studio.js';

export async function studioBySlug(sql: postgres.Sql, slug: string): Promise<Studio | undefined> {
  const [studio] = await sql<Studio[]>`select id, name, slug, settings from accounts where slug = ${slug}`;
  return studio;
}

/**
 * The studio that has proven `host` is its own (a unique index keeps it to one); a claim still
 * pending serves nothing, so whoever typed the hostname first cannot show their site there.
 */
export async function studioByDomain(sql: postgres.Sql, host: string): Promise<Studio | undefined> {
  const [studio] = await sql<Studio[]>`
    select a.id, a.name, a.slug, a.settings from accounts a join custom_domains d on d.account_id = a.id
    where d.hostname = ${host.toLowerCase()} and d.verified_at is not null and a.slug is not null`;
  return studio;
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** `url` (a path on this site or an absolute address) as an absolute address, if it is one. */
function absolute(url: string, origin: string): string | undefined {
  return URL.canParse(url, origin) ? new URL(url, origin).toString() : undefined;
}

/**
 * The tab's and a phone's icons of the studio's favicon (its logo when it has none): square
 * renders of an image the server keeps; an address typed before uploads existed, as it is.
 */
function studioIcons(icon: string | undefined): Pick<PageHead, 'faviconUrl' | 'touchIconUrl'> {
  if (!icon) return { faviconUrl: PRODUCT_FAVICON };
  return { faviconUrl: storedImageIcon(icon, 32) ?? icon, touchIconUrl: storedImageIcon(icon, 180) };
}

/** The head of the studio's own pages: its SEO settings, then its profile, then its name. */
function studioHead(site: StudioSite, origin: string): PageHead {
  const { settings } = site.studio;
  const seo = cmsSettingsOf(settings);
  const profile = studioProfile(settings);
  const { logoUrl } = siteTheme(settings);
  const image = nonEmpty(profile.coverPhoto) ?? nonEmpty(profile.profilePhoto) ?? nonEmpty(logoUrl);
  const keywords = Array.isArray(seo.seoKeywords) ? seo.seoKeywords.filter((k): k is string => !!nonEmpty(k)) : [];
  return {
    title: nonEmpty(seo.seoTitle) ?? site.studio.name,
    description: studioTagline(settings) || profile.bio.slice(0, 300),
    keywords,
    canonicalUrl: site.root,
    imageUrl: image && absolute(image, origin),
    ...studioIcons(nonEmpty(seo.favicon) ?? nonEmpty(logoUrl)),
    siteName: site.studio.name,
    photographerSlug: site.onOwnDomain ? site.studio.slug : undefined,
    customCss: nonEmpty(seo.customCss),
    customScriptUrl: site.onOwnDomain && studioScript(site.studio) ? `/${STUDIO_SCRIPT_PATH}` : undefined,
  };
}

/** The studio's own script (cms customJs), if it wrote one. */
export function studioScript(studio: Studio): string | undefined {
  return nonEmpty(cmsSettingsOf(studio.settings).customJs);
}

/** The SPA's own pages of a studio: a gallery, a client's invite and download, and a booking's page. */
const SPA_PAGES = /^(?:gallery|invite|downloads|booking)\/[^/]+$/;

export const isSpaPage = (path: string) => SPA_PAGES.test(path);

/**
 * The head of the SPA's page at `path` of the site (`gallery/{id}`, `invite/{id}`…), or undefined when
 * the site has no such page. `origin` is where relative image addresses live.
 */
export async function spaPageHead(
  sql: postgres.Sql,
  site: StudioSite,
  path: string,
  origin: string,
): Promise<PageHead | undefined> {
  const studio = { ...studioHead(site, origin), studio: framedStudio(site.studio) };
  const [first, second] = path.split('/');
  if (first === 'gallery' && second) return galleryHead(sql, site, second, studio, origin);
  // A client's or a booking's own page: the studio's head, out of search results.
  if (first === 'invite' && second) return { ...studio, noIndex: true, tokenInAddress: true };
  if ((first === 'downloads' || first === 'booking') && second) return { ...studio, noIndex: true };
  return undefined;
}

/** The studio as the SPA's frame around its pages shows it: its name, logo and colour. */
function framedStudio(studio: Studio): NonNullable<PageHead['studio']> {
  return { name: studio.name, slug: studio.slug, ...studioBrand(studio.settings) };
}

/** The head of the studio's booking page (./booking-page.tsx), titled `bookingTitle` in the visitor's language. */
export function bookingPageHead(site: StudioSite, origin: string, bookingTitle: string): PageHead {
  return {
    ...studioHead(site, origin),
    title: `${bookingTitle} · ${site.studio.name}`,
    canonicalUrl: `${site.root}/book`,
  };
}

/**
 * The head of a client's quote or invoice (./document-page.tsx), titled `documentTitle` in its
 * language: the studio's, out of search results. `path`: the document's address under the site.
 */
export function documentPageHead(site: StudioSite, origin: string, documentTitle: string, path: string): PageHead {
  return {
    ...studioHead(site, origin),
    title: `${documentTitle} · ${site.studio.name}`,
    canonicalUrl: `${site.root}/${path}`,
    noIndex: true,
  };
}

/** The head of a page the server draws in the site's frame (./site-page.tsx). */
export function sitePageHead(site: StudioSite, view: SiteView, origin: string, galleriesTitle: string): PageHead {
  const studio = studioHead(site, origin);
  switch (view.kind) {
    case 'home':
      // The profile's cover is the page's largest paint.
      return { ...studio, heroImage: nonEmpty(studioProfile(site.studio.settings).coverPhoto) };
    case 'galleries':
      return { ...studio, title: `${galleriesTitle} · ${site.studio.name}`, canonicalUrl: `${site.root}/galleries` };
    case 'notFound':
      return { ...studio, noIndex: true };
    case 'page': {
      const { page } = view.page;
      const images = rowImages(page.rows);
      const image = images.find((found) => found !== undefined);
      const home = page.path === studioHomePath(site.studio.settings);
      return {
        ...studio,
        title: `${page.title} · ${site.studio.name}`,
        description: page.description || studio.description,
        canonicalUrl: home ? site.root : `${site.root}${page.path}`,
        imageUrl: (image && absolute(image, origin)) ?? studio.imageUrl,
        // As web/src/components/studio-site/page-blocks.tsx draws it: the first row's picture comes first.
        heroImage: images[0],
      };
    }
  }
}

/** The first picture of each row's blocks (undefined for a row without one). */
function rowImages(rows: readonly PageRow[]): (string | undefined)[] {
  return rows.map((row) => {
    const block = row.blocks.find((b) => b.type === 'image' || b.type === 'imageText');
    return block && 'src' in block ? block.src : undefined;
  });
}

async function galleryHead(
  sql: postgres.Sql,
  site: StudioSite,
  galleryId: string,
  studio: PageHead,
  origin: string,
): Promise<PageHead | undefined> {
  const [gallery] = await sql<
    { name: string; description: string; status: string; settings: unknown; expiresAt: number; cover: string | null }[]
  >`
    select g.name, g.description, g.status, g.settings, g.expires_at::float8 as "expiresAt",
           coalesce(c.filename, (select filename from photos where gallery_id = g.id order by "order", id limit 1)) as cover
    from galleries g left join photos c on c.id = g.cover_photo_id and c.gallery_id = g.id
    where g.id = ${galleryId} and g.account_id = ${site.studio.id}`;
  const audience = gallery ? galleryAudience(gallery) : 'hidden';
  if (!gallery || audience === 'hidden') return undefined;
  // An invite-only or expired gallery opens in the SPA (which asks for the invite), named nowhere here.
  if (audience !== 'public') return { ...studio, noIndex: true };
  return {
    ...studio,
    title: `${gallery.name} · ${site.studio.name}`,
    description: gallery.description || studio.description,
    canonicalUrl: `${site.root}/gallery/${galleryId}`,
    imageUrl: (gallery.cover && absolute(imageUrl(galleryId, gallery.cover, 'fullscreen'), origin)) ?? studio.imageUrl,
  };
}

/** Every address of the site a search engine may list: its root, published pages, public galleries and their list. */
export async function siteAddresses(sql: postgres.Sql, site: StudioSite): Promise<string[]> {
  const [pages, galleries] = await Promise.all([
    sql<{ path: string }[]>`
      select path from pages where account_id = ${site.studio.id} and status = 'published' order by "order", id`,
    sql<{ id: string; status: string; settings: unknown; expiresAt: number }[]>`
      select id, status, settings, expires_at::float8 as "expiresAt" from galleries
      where account_id = ${site.studio.id} and status = 'published' order by created_at, id`,
  ]);
  const shown = galleries.filter((gallery) => galleryAudience(gallery) === 'public');
  return [
    site.root,
    ...pages.map(({ path }) => `${site.root}${path}`),
    ...(shown.length > 0 ? [`${site.root}/galleries`] : []),
    ...shown.map(({ id }) => `${site.root}/gallery/${id}`),
  ];
}
