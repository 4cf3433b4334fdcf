// What the server writes beside the landing page it drew, for the page's script: apart from the
// page's components, so the sites' script (../entries/site-main.tsx) reads it without loading them.
import type { SiteTranslations } from '@core/domain/public-site';
import type { Language } from '../lib/languages';

/** The id of the `<script type="application/json">` element holding the landing page's LandingPayload. */
export const LANDING_PAYLOAD_ID = 'landing-state';

/** What the page was drawn with: its language and words, and the year its footer shows. */
export type LandingPayload = {
  language: Language;
  year: number;
  translations: SiteTranslations;
};
