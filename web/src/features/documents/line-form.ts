// A document line's fields as a person types them (quantity, percentages, a price in the studio's
// format), read into the values the line mutators take, and written back for editing.
import type { Currency } from '@core/domain/currency';
import { separators } from '@core/domain/money-format';
import { parseMoney, moneyInputText } from '@core/domain/currency';
import type { LineFields } from '@core/domain/invoice';
import type { TaxExemption } from '@core/domain/invoice-totals';

export type LineField = 'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate';
export type LineTexts = Record<LineField, string>;
/** The key of the `validation` message that says why a field was refused. */
export type LineErrors = Partial<Record<LineField, string>>;
export type LineFormat = { currency: Currency; locale: string };

const MAX_QUANTITY = 100_000;

/** A whole number of units, other than zero; below zero only where money is given back. */
export function parseQuantity(text: string, { negative }: { negative: boolean }): number | undefined {
  const match = /^([-−]?)(\d{1,6})$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[2]) * (match[1] ? -1 : 1);
  if (value === 0 || Math.abs(value) > MAX_QUANTITY || (value < 0 && !negative)) return undefined;
  return value;
}

/**
 * A percentage from 0 to 100 with up to two decimals, as basis points (12.5 % is 1250). Either
 * decimal mark is read: a percentage has no thousands to group, so "12,5" and "12.5" are one value.
 * Blank is zero.
 */
export function parsePercent(text: string): number | undefined {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return 0;
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : undefined;
}

/** Basis points as the field shows them in `locale`: 1250 is "12.5" in English, "12,5" in Spanish. */
export function percentText(bp: number, locale: string): string {
  const whole = Math.trunc(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}${separators(locale).decimal}${fraction}`;
}

/** A line's fields as the editor shows them. */
export function lineTexts(
  line: Pick<LineFields, 'description' | 'quantity' | 'unitPrice' | 'discountBp'> & { taxRateBp: number },
  { currency, locale }: LineFormat,
): LineTexts {
  return {
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: moneyInputText(line.unitPrice, currency, locale),
    discount: percentText(line.discountBp, locale),
    taxRate: percentText(line.taxRateBp, locale),
  };
}

export type ParsedLine = {
  description: string;
  quantity: number;
  unitPrice: number;
  discountBp: number;
  taxRateBp: number;
};

/** The line's values, or the errors of the fields that do not read as one (keys of `validation`). */
export function parseLine(
  texts: LineTexts,
  format: LineFormat,
  { negative }: { negative: boolean },
): { line: ParsedLine; errors?: undefined } | { line?: undefined; errors: LineErrors } {
  const errors: LineErrors = {};
  const description = texts.description.trim();
  if (description === '') errors.description = 'required';
  else if (description.length > 500) errors.description = 'tooLong';
  const quantity = parseQuantity(texts.quantity, { negative });
  if (quantity === undefined) errors.quantity = texts.quantity.trim() === '' ? 'required' : 'invalid';
  const unitPrice =
    texts.unitPrice.trim() === '' ? undefined : parseMoney(texts.unitPrice, format.currency, format.locale);
  if (unitPrice === undefined) errors.unitPrice = texts.unitPrice.trim() === '' ? 'required' : 'moneyFormat';
  const discountBp = parsePercent(texts.discount);
  if (discountBp === undefined) errors.discount = 'invalid';
  const taxRateBp = parsePercent(texts.taxRate);
  if (taxRateBp === undefined) errors.taxRate = 'invalid';
  if (
    quantity === undefined ||
    unitPrice === undefined ||
    discountBp === undefined ||
    taxRateBp === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { errors };
  }
  return { line: { description, quantity, unitPrice, discountBp, taxRateBp } };
}

/** What changed between a line as stored and as typed, for an update that sends only that. */
export function lineChanges(
  stored: ParsedLine & { taxExemption: TaxExemption | '' },
  typed: ParsedLine,
): Partial<ParsedLine> {
  const changes: Partial<ParsedLine> = {};
  for (const key of ['description', 'quantity', 'unitPrice', 'discountBp', 'taxRateBp'] as const) {
    if (stored[key] !== typed[key]) Object.assign(changes, { [key]: typed[key] });
  }
  return changes;
}
