// A studio's public site as GET /api/p/{slug}/site answers it (functions/public/site.ts).
import { z } from 'zod/mini';
import type { PageRow } from '@core/domain/site-page';
import { pageLayouts } from '@core/domain/site-page-view';
import { themeOptions, type SiteTheme } from '@core/domain/site-theme';
import type { StudioProfile } from '@core/domain/studio-profile';
import { checkedAnswer } from '../../lib/api';
import { sendEarly, type ApiAnswer } from '../../lib/api-request';
import { pageRequestPath, type SiteRequests } from './public-site-request';

const option = <Name extends keyof typeof themeOptions>(name: Name) => z.enum(themeOptions[name]);

const themeSchema = z.object({
  template: option('template'),
  containerWidth: option('containerWidth'),
  spacing: option('spacing'),
  borderRadius: option('borderRadius'),
  imageStyle: option('imageStyle'),
  animationStyle: option('animationStyle'),
  menuStyle: option('menuStyle'),
  menuPosition: option('menuPosition'),
  menuBehavior: option('menuBehavior'),
  menuTransparency: option('menuTransparency'),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  headingFont: z.string(),
  bodyFont: z.string(),
  menuFont: z.string(),
  logoUrl: z.string(),
}) satisfies z.ZodMiniType<SiteTheme>;

const profileSchema = z.object({
  businessName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  website: z.string(),
  socialMedia: z.array(z.object({ network: z.string(), url: z.string() })),
  bio: z.string(),
  profilePhoto: z.string(),
  coverPhoto: z.string(),
}) satisfies z.ZodMiniType<StudioProfile>;

const siteSchema = z.object({
  studio: z.object({ name: z.string(), slug: z.string() }),
  /** The published pages, in menu order. */
  menu: z.array(z.object({ path: z.string(), title: z.string() })),
  /** The page shown at the site's root instead of the profile, once published. */
  homePath: z.nullable(z.string()),
  theme: themeSchema,
  profile: profileSchema,
  tagline: z.string(),
  fonts: z.array(z.object({ family: z.string(), url: z.string(), format: z.enum(['woff2', 'woff', 'ttf', 'otf']) })),
  bookingOffered: z.boolean(),
  /** Whether the studio has a public gallery: the menu then leads to the list of them. */
  galleriesListed: z.boolean(),
});
export type PublicSite = z.output<typeof siteSchema>;

const pageSchema = z.object({
  page: z.object({
    path: z.string(),
    title: z.string(),
    description: z.string(),
    layout: z.enum(pageLayouts),
    // Checked by the server against core/domain/site-page.ts before it is sent.
    rows: z.array(z.custom<PageRow>()),
  }),
  galleries: z.record(
    z.string(),
    z.object({
      name: z.string(),
      href: z.string(),
      photos: z.array(z.object({ src: z.string(), width: z.number(), height: z.number() })),
    }),
  ),
});
export type PublicSitePage = z.output<typeof pageSchema>;

/** A published page of the site, or why it is not shown. */
export type PageLoad = { state: 'ready'; page: PublicSitePage } | { state: 'failed'; notFound: boolean };

export async function pageOf(slug: string, path: string | undefined, sent?: Promise<ApiAnswer>): Promise<PageLoad> {
  try {
    return { state: 'ready', page: await checkedAnswer(sent ?? sendEarly(pageRequestPath(slug, path)), pageSchema) };
  } catch (error) {
    return { state: 'failed', notFound: (error as { status?: number }).status === 404 };
  }
}

/** The site, or why it is not shown; never a rejection the router would show raw. */
export type SiteLoad = { state: 'ready'; site: PublicSite } | { state: 'failed'; notFound: boolean };

/** The site and the page its route's loader asked for (public-site-request.ts), checked. */
export function checkSite({ slug, site, page }: SiteRequests): { site: Promise<SiteLoad>; page?: Promise<PageLoad> } {
  return {
    site: siteOf(slug, site),
    ...(slug && page ? { page: pageOf(slug, page.path, page.sent) } : {}),
  };
}

async function siteOf(slug: string | undefined, sent: Promise<ApiAnswer> | undefined): Promise<SiteLoad> {
  if (!slug || !sent) return { state: 'failed', notFound: true };
  try {
    return { state: 'ready', site: await checkedAnswer(sent, siteSchema) };
  } catch (error) {
    return { state: 'failed', notFound: (error as { status?: number }).status === 404 };
  }
}
