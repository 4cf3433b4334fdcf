import { createInstance, type i18n } from 'i18next';
import type { SiteTranslations } from '@core/domain/public-site';

/**
 * An i18next of one language whose catalogues are already here: the server's, and the page's
 * once it reads the same words from the HTML, so both draw the same text without a fetch.
 */
export function siteI18n(language: string, translations: SiteTranslations): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: translations },
    ns: Object.keys(translations),
    defaultNS: 'common',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return instance;
}
