// A price field as people fill it in, on the session form and the session-type form alike:
// blank means no price, anything else must read as money in the studio's format.
import type { z } from 'zod';
import type { Currency } from '@core/domain/currency';
import { moneyInputText, parseMoney } from '@core/domain/currency';

export type MoneyFormat = { currency: Currency; locale: string };

/** The minor units typed in the `price` field, or undefined after reporting it on that field. */
export function parsePriceText(text: string, { currency, locale }: MoneyFormat, ctx: z.RefinementCtx) {
  const price = text.trim() === '' ? 0 : parseMoney(text, currency, locale);
  if (price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], message: 'moneyFormat' });
  return price;
}

/** A stored price as the field shows it for editing: blank when there is none. */
export function priceText(minor: number, { currency, locale }: MoneyFormat): string {
  return minor > 0 ? moneyInputText(minor, currency, locale) : '';
}
