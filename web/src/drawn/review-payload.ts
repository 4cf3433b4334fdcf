// What the server writes beside a client's review page it drew, for the page's script: apart
// from the page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { PublicSite, SiteTranslations } from '@core/domain/public-site';
import type { ClientReview } from '@core/domain/review';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding a review page's payload. */
export const REVIEW_PAYLOAD_ID = 'review-state';

export type ReviewPayload = {
  slug: string;
  /** The studio's home: `/p/{slug}`, or `/` on its own domain. */
  home: string;
  /** The link's token, which the page sends the review with. */
  token: string;
  language: Language;
  site: PublicSite;
  review: ClientReview;
  translations: SiteTranslations;
};
