// What the server writes beside a public gallery's page it drew, for the page's script: apart
// from the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { SiteTranslations } from '@core/domain/public-site';
import type { StoredAccess } from '../features/public-gallery/gallery-access';
import type { PublicGallery } from '../features/public-gallery/public-gallery-api';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a gallery page's GalleryPayload. */
export const GALLERY_PAYLOAD_ID = 'gallery-state';

/**
 * An invited client's page drawn from the mail's link: the image token to keep on this device, as
 * the app's invite page keeps it, and the address the page moves to, without the link's token.
 */
export type GalleryInvite = { access: StoredAccess; address: string };

/** What the server drew the page from, and its words. */
export type GalleryPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  language: Language;
  data: PublicGallery;
  translations: SiteTranslations;
  invite?: GalleryInvite;
};
