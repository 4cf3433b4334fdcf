// The localStorage keys that the page's boot scripts (src/boot/) read before any of the app's
// modules has run, named once for them and for the modules that write the keys.

/** The theme a person chose: light, dark or system (app/providers/theme-provider.tsx). */
export const THEME_STORAGE_KEY = 'vite-ui-theme';
/** The interface language, where i18next's language detector caches it (lib/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
/** The selected studio and the last known list of them (lib/account-storage.ts). */
export const ACCOUNT_STORAGE_KEY = 'account-storage';
/** A visitor's answer on the public pages to product analytics: `granted` or `denied` (lib/analytics.ts). */
export const ANALYTICS_CONSENT_KEY = 'analytics-consent';
