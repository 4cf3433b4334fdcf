// Where the installed back office lives and the files that describe it, shared by the build
// (web/build/app-manifest.ts, the service worker's settings in web/build/vite.config.ts) and the app.
import { languages, type Language } from './languages.ts';

/**
 * The service worker's scope and the installed app's: only the back office. The public pages
 * (/, /p/…) and the API are never handled by it.
 */
export const APP_SCOPE = '/app';

/**
 * What a back-office page tells an installing service worker whenever it is idle, and as it
 * goes away: the worker stores the build's files only while pages are idle (or none is open),
 * never while a screen loads.
 */
export const PAGE_IDLE_MESSAGE = 'page-idle';
export const PAGE_BUSY_MESSAGE = 'page-busy';

export const MANIFEST_LANGUAGES = languages;

export function manifestFile(language: Language): string {
  return `manifest.${language}.webmanifest`;
}
