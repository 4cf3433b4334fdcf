import type { Language } from '../lib/languages';

/**
 * Another language chosen on a page its server drew: the server draws each page in one
 * language, so the page opens again in the other (../entries/site-main.tsx keeps the choice).
 */
export function openInLanguage(language: Language) {
  const url = new URL(window.location.href);
  url.searchParams.set('lng', language);
  window.location.assign(url);
}
