// Where the app keeps things in this browser's storage. In one place because the inline script
// that paints a remembered screen (screen-snapshot-paint.ts) reads some of them before any of
// the app's modules has run, so it cannot import the modules that write them.

/** The selected studio and the studios last seen (account-storage.ts). */
export const STORED_ACCOUNTS_KEY = 'account-storage';

/** Where i18next's detector looks for the interface language, in its order (i18n.ts). */
export const LANGUAGE_LOOKUP = { querystring: 'lng', cookie: 'i18next', localStorage: 'i18nextLng' } as const;

/** The back-office screens remembered for the next page load (screen-snapshot.ts). */
export const SCREEN_SNAPSHOTS_KEY = 'screen-snapshots';
