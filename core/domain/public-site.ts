// A studio's public site as its server draws it (functions/site-html/) and as the page's own
// script takes it over (web/src/entries/site-main.tsx): the same data on both sides of the wire.
import type { ShownReview } from './review';
import type { PageRow } from './site-page';
import type { pageLayouts } from './site-page-view';
import type { SiteFont, SiteTheme } from './site-theme';
import type { StudioProfile } from './studio-profile';

export type PublicSite = {
  studio: { name: string; slug: string };
  /** The published pages, in menu order. */
  menu: { path: string; title: string }[];
  /** The page shown at the site's root instead of the profile, once published. */
  homePath: string | null;
  theme: SiteTheme;
  profile: StudioProfile;
  tagline: string;
  fonts: SiteFont[];
  bookingOffered: boolean;
  /** Whether the studio has a public gallery: the menu then leads to the list of them. */
  galleriesListed: boolean;
};

/** A gallery block's photos, as the page that shows it found them. */
export type BlockGallery = { name: string; href: string; photos: { src: string; width: number; height: number }[] };

export type PublicSitePage = {
  page: {
    path: string;
    title: string;
    description: string;
    layout: (typeof pageLayouts)[number];
    rows: PageRow[];
  };
  /** The galleries of the page's gallery blocks that anyone may see, by id. */
  galleries: Record<string, BlockGallery>;
  /** The reviews its reviews blocks show: none without one. */
  reviews: ShownReview[];
};

/** A public gallery in the site's list of them. */
export type ListedGallery = {
  id: string;
  name: string;
  createdAt: number;
  photoCount: number;
  /** Null for a gallery with no photo yet. */
  cover: { src: string; srcSet: string; width: number; height: number } | null;
};

/** What one address of the site shows inside its frame. */
export type SiteView =
  | { kind: 'home'; reviews: ShownReview[] }
  | { kind: 'page'; page: PublicSitePage }
  | { kind: 'galleries'; galleries: ListedGallery[] }
  | { kind: 'notFound' };

/** Everything a page of the site is drawn from: written into its HTML for its script to read. */
export type SiteState = {
  site: PublicSite;
  view: SiteView;
  /** The site's root path: `/p/{slug}`, or `/` on the studio's own domain. */
  home: string;
  /** The path shown, to mark the menu's current link. */
  path: string;
  language: string;
};

/** The translations a page of the site is drawn with: its language's catalogues, by namespace. */
export type SiteTranslations = Record<string, Record<string, unknown>>;

/** What the server writes into a site page for its script: the state and its words. */
export type SitePayload = { state: SiteState; translations: SiteTranslations };

/** The id of the `<script type="application/json">` element holding a page's SitePayload. */
export const SITE_PAYLOAD_ID = 'site-state';
