// What the server writes beside a public gallery's page it drew, for the page's script: apart
// from the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { SiteTranslations } from '@core/domain/public-site';
import type { PublicGallery } from '../features/public-gallery/public-gallery-api';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a gallery page's GalleryPayload. */
export const GALLERY_PAYLOAD_ID = 'gallery-state';

/** What the server drew the page from, and its words. */
export type GalleryPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  language: Language;
  data: PublicGallery;
  translations: SiteTranslations;
};
