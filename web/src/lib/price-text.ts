// A price field as people fill it in, on the session form, the session-type form and the shop's
// forms alike: blank means no price, anything else must read as money in the studio's format.
import type { z } from 'zod';
import type { Currency } from '@core/domain/currency';
import { moneyInputText, parseMoney } from '@core/domain/currency';

export type MoneyFormat = { currency: Currency; locale: string };

/**
 * The minor units typed in the field at `path`, `blank` when nothing is typed, or undefined after
 * reporting the field as unreadable.
 */
export function parseMoneyText<Blank extends number | null>(
  text: string,
  { currency, locale }: MoneyFormat,
  ctx: z.RefinementCtx,
  { path, blank }: { path: string; blank: Blank },
): number | Blank | undefined {
  const amount = text.trim() === '' ? blank : parseMoney(text, currency, locale);
  if (amount === undefined) ctx.addIssue({ code: 'custom', path: [path], message: 'moneyFormat' });
  return amount;
}

/** The minor units typed in the `price` field (blank is free), or undefined after reporting it on that field. */
export function parsePriceText(text: string, money: MoneyFormat, ctx: z.RefinementCtx) {
  return parseMoneyText(text, money, ctx, { path: 'price', blank: 0 });
}

/** A stored price as the field shows it for editing: blank when there is none. */
export function priceText(minor: number, { currency, locale }: MoneyFormat): string {
  return minor > 0 ? moneyInputText(minor, currency, locale) : '';
}
