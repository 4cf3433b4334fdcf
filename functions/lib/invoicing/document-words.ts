// The words, amounts and dates of what a client reads about an invoice (its PDF, its mails), in
// the document's language: amounts in the invoice's own currency, dates on the studio's clock.
// No import attributes: the esbuild that SST bundles handlers with cannot read them.
import ca from '@locales/ca/invoiceDocument.json';
import en from '@locales/en/invoiceDocument.json';
import es from '@locales/es/invoiceDocument.json';
import { fractionDigits, minorToDecimal } from '@core/domain/money-format';
import { formatInstant, isTimeZone } from '@core/domain/studio-time';
import type { MailLanguage } from '../mail/mail-strings';

export type DocumentLanguage = MailLanguage;
type Catalogue = typeof en;
const catalogues: Record<DocumentLanguage, Catalogue> = { en, es, ca };
type Key = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];

// Building a formatter costs more than a mail's own work (a workflow step writes one per mail),
// so each is made once per language and currency.
const numberFormats = new Map<string, { money: Intl.NumberFormat; percent: Intl.NumberFormat }>();

function numberFormatsFor(lng: DocumentLanguage, currency: string, digits: number) {
  const key = `${lng}|${currency}`;
  let formats = numberFormats.get(key);
  if (!formats) {
    formats = {
      money: new Intl.NumberFormat(lng, { style: 'currency', currency, minimumFractionDigits: digits }),
      percent: new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 2 }),
    };
    numberFormats.set(key, formats);
  }
  return formats;
}

/** A document's words, formatters and translator, in `lng`, on the studio's `timeZone`. */
export function documentWords(lng: DocumentLanguage, currency: string, timeZone: string) {
  const catalogue = catalogues[lng];
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  const digits = fractionDigits(currency);
  const { money, percent } = numberFormatsFor(lng, currency, digits);
  return {
    t: (key: Key, values: Record<string, string> = {}) =>
      catalogue[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder),
    exemption: (reason: keyof Catalogue['exemption']) => catalogue.exemption[reason],
    /** Minor units in the invoice's currency: "1.250,50 €" in Spanish. */
    money: (minor: number) => money.format(minorToDecimal(minor, digits) as Intl.StringNumericLiteral),
    /** Basis points as a percentage: 2100 is "21 %" in Spanish. */
    rate: (bp: number) => percent.format(bp / 10000),
    date: (ms: number) => formatInstant(ms, { locale: lng, timeZone: zone, style: 'longDate' }),
  };
}
export type DocumentWords = ReturnType<typeof documentWords>;
