// The product's landing page, drawn once per language into the site's HTML (web/site.html) when
// the app is built (./draw-landing.ts), and served as a file: `/` in the visitor's language
// (stacks/web.ts, local/web.ts). Its script (web/src/entries/site-main.tsx) takes it over when the visitor
// first reaches for its menus.
import { siteI18n } from '@web/src/components/studio-site/site-i18n';
// The page's components, drawn alike here and in the browser (web/src/entries/landing-hydrate.tsx).
import { LandingDocument } from '@web/src/drawn/landing-document';
import { LANDING_PAYLOAD_ID, type LandingPayload } from '@web/src/drawn/landing-payload';
import { escapeHtml } from '../lib/html';
import { withDrawnPage } from './drawn-html';
import { landingTranslations, type SiteLanguage } from './site-translations';

/** Where a build of the app keeps the landing page in `language`, under its output directory. */
export const landingFile = (language: SiteLanguage) => `landing/${language}.html`;

/** `template` (the site's HTML) with the landing page drawn into it, in `language`, in `year`. */
export function withLandingPage(template: string, language: SiteLanguage, year: number): string {
  const translations = landingTranslations[language];
  const i18n = siteI18n(language, translations);
  const payload: LandingPayload = { language, year, translations };
  const head = [
    `<title>${escapeHtml(`${i18n.t('common:appName')}: ${i18n.t('landing:hero.title')}`)}</title>`,
    `<meta name="description" content="${escapeHtml(i18n.t('landing:hero.subtitle'))}" />`,
    '<meta name="color-scheme" content="light dark" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
  ].join('\n    ');
  return withDrawnPage(template.replace(/<title>[\s\S]*?<\/title>/, head), {
    page: <LandingDocument year={year} />,
    i18n,
    payloadId: LANDING_PAYLOAD_ID,
    payload,
  });
}
