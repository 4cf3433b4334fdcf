import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languages } from './languages';
import { LANGUAGE_STORAGE_KEY } from './storage-keys';

const ONE_YEAR_IN_MINUTES = 365 * 24 * 60;

// Each language's namespace is its own hashed chunk, built from the repo's locales/ folder
// (shared with the back end, whose e-mail catalogues stay out). Hashed files are cached for a
// year, so a page load reads its translations from the browser cache instead of revalidating
// each file with the server before the first render; a deploy that changes one changes its name.
const catalogueFiles = import.meta.glob<Record<string, unknown>>(
  ['@locales/*/*.json', '!**/email.json', '!**/local.json'],
  { import: 'default' },
);
// Vite names each file from its own root, which differs between the app and the tests: key them
// by what the path ends in, `{lng}/{ns}`.
const catalogues = new Map(
  Object.entries(catalogueFiles).map(([file, load]) => [file.split('/').slice(-2).join('/'), load]),
);

function loadCatalogue(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = catalogues.get(`${lng}/${ns}.json`);
  return load ? load() : Promise.reject(new Error(`No translations for ${lng}/${ns}`));
}

// The detector does not touch <html lang>; screen readers and hyphenation need it.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export const i18nReady = i18n
  .use(resourcesToBackend(loadCatalogue))
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
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage', 'cookie'],
      cookieOptions: { path: '/', sameSite: 'strict' },
      cookieMinutes: ONE_YEAR_IN_MINUTES,
    },
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });

export { i18n };
