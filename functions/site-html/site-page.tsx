// A page of a studio's site drawn on the server: its HTML is there before any script, so the
// first screen (the hero, the text, the photos) paints as soon as it arrives, and search engines
// read the page itself. The page's own script (web/src/entries/site-main.tsx) takes it over from the
// state written beside it, only for what reacts (the contact form).
import type { i18n } from 'i18next';
import { SITE_PAYLOAD_ID, type SitePayload, type SiteState } from '@core/domain/public-site';
// The one import of the web app's code: the site's components, drawn alike here and in the browser.
import { ContactForm } from '@web/src/components/studio-site/contact-form';
import { StudioSitePage } from '@web/src/components/studio-site/studio-site-page';
import { withDrawnPage } from './drawn-html';
import { siteTranslations, type SiteLanguage } from './site-translations';

/** `template` (the site's HTML, its head already written) with the page drawn into it. */
export function withSitePage(template: string, state: SiteState & { language: SiteLanguage }, i18n: i18n): string {
  const page = <StudioSitePage state={state} ContactForm={ContactForm} />;
  const payload: SitePayload = { state, translations: siteTranslations[state.language] };
  return withDrawnPage(template, { page, i18n, payloadId: SITE_PAYLOAD_ID, payload });
}
