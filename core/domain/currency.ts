// The studio's currency: how amounts (integer minor units, see money.ts) are shown and typed.
//
// Two defaults were asked for: USD/$/before for the account, EUR/€/before in the key-value
// settings. The settings default wins: it is what a studio that never opened the currency
// setting sees, and the studios this product starts with (Spain, Catalonia) work in euros.
import { fractionDigits, minorToDecimal, separators } from './money-format';
import { MAX_AMOUNT } from './money';
import { isRecord } from './plain-object';

export const currencyPositions = ['before', 'after'] as const;

/** The most characters a currency's symbol may have. */
export const SYMBOL_MAX = 5;

export type Currency = { code: string; symbol: string; position: (typeof currencyPositions)[number] };

export const DEFAULT_CURRENCY: Currency = { code: 'EUR', symbol: '€', position: 'before' };

/** An ISO 4217 code this browser or server knows, in upper case. */
export const isCurrencyCode = (code: string) =>
  /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);

const SETTING_KEYS = new Set(['code', 'symbol', 'position']);

/**
 * The stored setting (account_settings key `currency`), or the default when unset or damaged: what
 * currency-settings.ts's schema would accept, read without it (every screen formats amounts).
 */
export function readCurrency(value: unknown): Currency {
  if (!isRecord(value) || Object.keys(value).some((key) => !SETTING_KEYS.has(key))) return DEFAULT_CURRENCY;
  const { code, symbol, position } = value;
  if (typeof code !== 'string' || typeof symbol !== 'string') return DEFAULT_CURRENCY;
  const upper = code.trim().toUpperCase();
  const shown = symbol.trim();
  const where = currencyPositions.find((known) => known === position);
  if (!isCurrencyCode(upper) || shown.length < 1 || shown.length > SYMBOL_MAX || !where) return DEFAULT_CURRENCY;
  return { code: upper, symbol: shown, position: where };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An amount typed by a person, in minor units, or undefined when it is not one. Strict on
 * purpose: in Spanish "12.5" is neither 12,50 nor 125, so it is refused instead of guessed.
 * Group separators are optional but must separate groups of three digits; the currency's
 * symbol or code around the number is ignored.
 */
export function parseMoney(text: string, currency: Currency, locale: string): number | undefined {
  const digits = fractionDigits(currency.code);
  const { decimal, group } = separators(locale);
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  for (const affix of [currency.symbol, currency.code]) {
    if (value.startsWith(affix)) value = value.slice(affix.length);
    if (value.endsWith(affix)) value = value.slice(0, -affix.length);
  }
  // A (narrow) space as group separator was removed above with the other spaces.
  const integer = /\s/.test(group) ? '\\d+' : `\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+`;
  const pattern = new RegExp(`^(${integer})(?:${escape(decimal)}(\\d+))?$`);
  const match = pattern.exec(value);
  if (!match || match[1] === undefined) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(`${match[1].split(group).join('')}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT ? minor : undefined;
}

/** Minor units as a person would type them back into a form of `locale` (no grouping). */
export function moneyInputText(minor: number, currency: Currency, locale: string): string {
  const digits = fractionDigits(currency.code);
  const decimal = minorToDecimal(minor, digits);
  return digits === 0 ? decimal : decimal.replace('.', separators(locale).decimal);
}
