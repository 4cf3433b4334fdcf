// The mails' words, in the language each is written in (locales/<lng>/email.json), with their
// {{placeholders}} filled in.
// No import attributes: the esbuild that SST bundles handlers with cannot read them.
import ca from '@locales/ca/email.json';
import en from '@locales/en/email.json';
import es from '@locales/es/email.json';

export type MailLanguage = 'en' | 'es' | 'ca';
type Catalogue = typeof en;
const catalogues: Record<MailLanguage, Catalogue> = { en, es, ca };

/** A translator for one group of the mail catalogue ("invite", "booking"…). */
export function mailStrings<Group extends keyof Catalogue>(
  lng: MailLanguage,
  group: Group,
  values: Record<string, string>,
) {
  const strings = catalogues[lng][group];
  return (key: keyof Catalogue[Group]) =>
    String(strings[key]).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
