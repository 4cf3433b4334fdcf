// What the server writes beside a booking page it drew, for the page's script: apart from the
// page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { BookingOffer } from '../features/public-booking/booking-api';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a booking page's BookingPayload. */
export const BOOKING_PAYLOAD_ID = 'booking-state';

/** What the server drew the page from, and its words. */
export type BookingPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  language: Language;
  /** The studio's site, whose frame (theme, menu, languages) the page is drawn in. */
  site: PublicSite;
  offer: BookingOffer;
  translations: SiteTranslations;
};
