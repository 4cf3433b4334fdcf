// How amounts in minor units are written in a person's language. Apart from the currency's
// schema and parsing (currency.ts), so the public pages format money without loading full zod.
import type { Currency } from './currency';

const digitsByCode = new Map<string, number>();

/**
 * How many digits the minor unit has: 2 for EUR (cents), 0 for JPY, 3 for KWD. Asked for every
 * amount shown, so kept per code: building the Intl formatter that knows it took most of the
 * time a sessions list spent writing its amounts (9 of 14 ms on a page load).
 */
export function fractionDigits(code: string): number {
  let digits = digitsByCode.get(code);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCode.set(code, digits);
  }
  return digits;
}

/**
 * Minor units as a plain decimal string ("1234.56"), with integer arithmetic only: the exact
 * value for CSV files and form fields, and for Intl, which formats decimal strings exactly.
 */
export function minorToDecimal(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format;
}

/** "€1,250.50" in English, "€1.250,50" in Spanish, or "1.250,50 €" when the symbol goes after. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = fractionDigits(currency.code);
  const number = numberFormat(locale, digits).format(
    minorToDecimal(Math.abs(minor), digits) as Intl.StringNumericLiteral,
  );
  const sign = minor < 0 ? '-' : '';
  if (currency.position === 'after') return `${sign}${number}\u00a0${currency.symbol}`;
  // A symbol made of letters (CHF, kr) needs a space before the digits; € and $ do not.
  const gap = /\p{L}$/u.test(currency.symbol) ? '\u00a0' : '';
  return `${sign}${currency.symbol}${gap}${number}`;
}

/** The separators a reader of `locale` types: "," and "." in English, the other way round in Spanish. */
export function separators(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}
