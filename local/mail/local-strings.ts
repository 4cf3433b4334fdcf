// Strings of the pages and e-mails the local platform shows on its own (consent page, mailbox,
// auth e-mails), from locales/<lng>/local.json. Typing the Spanish and Catalan catalogues as
// the English one makes a missing translation a compile error.
import type { IncomingMessage } from 'node:http';
import ca from '../../locales/ca/local.json' with { type: 'json' };
import en from '../../locales/en/local.json' with { type: 'json' };
import es from '../../locales/es/local.json' with { type: 'json' };

const languages = ['en', 'es', 'ca'] as const;
export type Language = (typeof languages)[number];

type Catalogue = typeof en;
const catalogues: Record<Language, Catalogue> = { en, es, ca };

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StringKey = KeysOf<Catalogue>;

/** Looks a string up and fills its `{{name}}` placeholders (i18next syntax). Not HTML-escaped. */
export function translate(lng: Language, key: StringKey, values: Record<string, string> = {}): string {
  let node: unknown = catalogues[lng];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`Missing local string ${lng}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

export function asLanguage(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return languages.find((lng) => lng === primary);
}

/** The reader's language, in the SPA's detection order: ?lng, the i18next cookie, the browser. */
export function languageOfRequest(req: IncomingMessage, url: URL): Language {
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  return (
    asLanguage(url.searchParams.get('lng')) ??
    asLanguage(cookie && decodeURIComponent(cookie)) ??
    preferredLanguage(req.headers['accept-language']) ??
    'en'
  );
}

function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lng: asLanguage(tag), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.lng !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.lng;
}
