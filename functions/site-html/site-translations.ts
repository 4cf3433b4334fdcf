// The words of the studios' sites in each language, for the server that draws their pages.
// No import attributes: the esbuild that SST bundles handlers with cannot read them.
import type { SiteTranslations } from '@core/domain/public-site';
import caCommon from '../../locales/ca/common.json';
import caErrors from '../../locales/ca/errors.json';
import caInvoiceDocument from '../../locales/ca/invoiceDocument.json';
import caLanding from '../../locales/ca/landing.json';
import caPortal from '../../locales/ca/portal.json';
import caPublic from '../../locales/ca/public.json';
import caQuestionnaires from '../../locales/ca/questionnaires.json';
import caReviews from '../../locales/ca/reviews.json';
import caValidation from '../../locales/ca/validation.json';
import enCommon from '../../locales/en/common.json';
import enErrors from '../../locales/en/errors.json';
import enInvoiceDocument from '../../locales/en/invoiceDocument.json';
import enLanding from '../../locales/en/landing.json';
import enPortal from '../../locales/en/portal.json';
import enPublic from '../../locales/en/public.json';
import enQuestionnaires from '../../locales/en/questionnaires.json';
import enReviews from '../../locales/en/reviews.json';
import enValidation from '../../locales/en/validation.json';
import esCommon from '../../locales/es/common.json';
import esErrors from '../../locales/es/errors.json';
import esInvoiceDocument from '../../locales/es/invoiceDocument.json';
import esLanding from '../../locales/es/landing.json';
import esPortal from '../../locales/es/portal.json';
import esPublic from '../../locales/es/public.json';
import esQuestionnaires from '../../locales/es/questionnaires.json';
import esReviews from '../../locales/es/reviews.json';
import esValidation from '../../locales/es/validation.json';

export const siteLanguages = ['en', 'es', 'ca'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/**
 * Each language's catalogues, by namespace; of the app's common words only the languages' (the
 * page carries them all to its script).
 */
export const siteTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { public: enPublic, common: { language: enCommon.language }, validation: enValidation, errors: enErrors },
  es: { public: esPublic, common: { language: esCommon.language }, validation: esValidation, errors: esErrors },
  ca: { public: caPublic, common: { language: caCommon.language }, validation: caValidation, errors: caErrors },
};

/**
 * The words of the pages drawn here with the app's components (booking, a public gallery): the
 * site's, with all of the app's common ones (its theme and language menus, its notices).
 */
export const productPageTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { ...siteTranslations.en, common: enCommon },
  es: { ...siteTranslations.es, common: esCommon },
  ca: { ...siteTranslations.ca, common: caCommon },
};

/** The words of a client's quote or invoice (./document-page.tsx): a product page's, with the documents' own. */
export const documentPageTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { ...productPageTranslations.en, invoiceDocument: enInvoiceDocument },
  es: { ...productPageTranslations.es, invoiceDocument: esInvoiceDocument },
  ca: { ...productPageTranslations.ca, invoiceDocument: caInvoiceDocument },
};

/** The words of a client's portal (./portal-page.tsx): a product page's, with the portal's own. */
export const portalPageTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { ...productPageTranslations.en, portal: enPortal },
  es: { ...productPageTranslations.es, portal: esPortal },
  ca: { ...productPageTranslations.ca, portal: caPortal },
};

/** The words of a client's questionnaire (./questionnaire-page.tsx): a product page's, with the questionnaires' own. */
export const questionnairePageTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { ...productPageTranslations.en, questionnaires: enQuestionnaires },
  es: { ...productPageTranslations.es, questionnaires: esQuestionnaires },
  ca: { ...productPageTranslations.ca, questionnaires: caQuestionnaires },
};

/** The words of a client's review page (./review-page.tsx): a product page's, with the reviews' own. */
export const reviewPageTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { ...productPageTranslations.en, reviews: enReviews },
  es: { ...productPageTranslations.es, reviews: esReviews },
  ca: { ...productPageTranslations.ca, reviews: caReviews },
};

/** The words of the product's landing page: its own, with the app's common ones. */
export const landingTranslations: Record<SiteLanguage, SiteTranslations> = {
  en: { landing: enLanding, common: enCommon },
  es: { landing: esLanding, common: esCommon },
  ca: { landing: caLanding, common: caCommon },
};

const isSiteLanguage = (value: string | undefined): value is SiteLanguage =>
  (siteLanguages as readonly (string | undefined)[]).includes(value);

export type LanguageHints = {
  /** `?lng=` of the address: a choice made on the site. */
  query: string | null;
  /** The Cookie header, whose `i18next` the app and the site keep a visitor's choice in. */
  cookie: string | undefined;
  /** The browser's own languages. */
  acceptLanguage: string | undefined;
};

/** The language the visitor chose on a page before, which the app and the site keep in the `i18next` cookie. */
const keptLanguage = (cookie: string | undefined) => /(?:^|;\s*)i18next=([^;]*)/.exec(cookie ?? '')?.[1];

/** The language a page is drawn in: the one asked for, then the one kept, then the browser's, then English. */
export function siteLanguage({ query, cookie, acceptLanguage }: LanguageHints): SiteLanguage {
  const kept = keptLanguage(cookie);
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.split('-')[0]?.toLowerCase());
  return [query ?? undefined, kept, ...preferred].find(isSiteLanguage) ?? 'en';
}

/**
 * The language a client's quote or invoice is drawn in: the one asked for, then the one kept,
 * then the document's own (the client's, which the studio chose for it), not the browser's.
 */
export function documentLanguage({ query, cookie }: LanguageHints, document: SiteLanguage): SiteLanguage {
  return [query ?? undefined, keptLanguage(cookie)].find(isSiteLanguage) ?? document;
}
