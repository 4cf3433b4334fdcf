import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const languages = ['en', 'es', 'ca'] as const;
export type Language = (typeof languages)[number];

/** Each language names itself, so a reader finds theirs whatever language is on screen. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
};

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly (string | undefined)[]).includes(value);
}

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

// The detector does not touch <html lang>; screen readers and hyphenation need it.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: languages,
    fallbackLng: 'en',
    // `es-ES` from the browser loads `es`; there are no regional files.
    load: 'languageOnly',
    ns: ['common', 'errors'],
    // Detect the language and start fetching at once rather than on the next tick, so screens
    // can ask for their own namespaces in parallel (see app/router.tsx) from the first moment.
    initAsync: false,
    defaultNS: 'common',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'strict' },
      cookieMinutes: ONE_YEAR_IN_MINUTES,
    },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

export { i18n };
