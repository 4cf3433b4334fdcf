// How a draft is paid over time, as the plan form reads it: one payment, a deposit then the rest
// (core/domain/payment-plan.ts turns that into instalments), or amounts and dates typed by hand.
import type { Currency } from '@core/domain/currency';
import { parseMoney } from '@core/domain/currency';
import type { PaymentPlan } from '@core/domain/payment-plan';
import { instalmentsMatch } from '@core/domain/payment-plan';
import { sumAmounts } from '@core/domain/money';
import { fromDateTimeInput } from '@core/domain/studio-time';

export type RestDue = 'before_session' | 'after_issue';
export type DepositTexts = { percent: string; restDue: RestDue; days: string };
/** The fields that do not read; the form says what each takes. */
export type DepositErrors = Partial<Record<'percent' | 'days', true>>;

/** The deposit people ask for most, and when the rest falls due by default. */
export const DEFAULT_DEPOSIT: DepositTexts = { percent: '30', restDue: 'before_session', days: '7' };

const wholeNumber = (text: string, min: number, max: number) => {
  const value = /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined;
  return value !== undefined && value >= min && value <= max ? value : undefined;
};

/** A deposit of whole percent on issue (or acceptance), the rest N days before the session or after issue. */
export function parseDeposit(
  texts: DepositTexts,
): { plan: PaymentPlan; errors?: undefined } | { plan?: undefined; errors: DepositErrors } {
  const percent = wholeNumber(texts.percent, 1, 99);
  const days = wholeNumber(texts.days, 0, 730);
  const errors: DepositErrors = {};
  if (percent === undefined) errors.percent = true;
  if (days === undefined) errors.days = true;
  if (percent === undefined || days === undefined) return { errors };
  return {
    plan: [
      { percent, due: 'on_issue', days: 0 },
      { percent: 100 - percent, due: texts.restDue, days },
    ],
  };
}

/** A stored plan as the form shows it: a deposit plan, or none (one payment). */
export function depositTexts(plan: PaymentPlan): DepositTexts | undefined {
  const [deposit, rest, ...others] = plan;
  if (!deposit || !rest || others.length > 0 || deposit.due !== 'on_issue' || rest.due === 'on_issue') return undefined;
  return { percent: String(deposit.percent), restDue: rest.due, days: String(rest.days) };
}

export type InstalmentTexts = { amount: string; day: string };
export type InstalmentErrors = Partial<Record<'amount' | 'day', string>>;

/**
 * Instalments typed by hand, each an amount above zero on a day (its last minute, on the studio's
 * clock). `sum` is what the amounts that read add up to, for the form to compare with the total.
 */
export function parseInstalments(
  rows: readonly InstalmentTexts[],
  { currency, locale, timeZone, total }: { currency: Currency; locale: string; timeZone: string; total: number },
): { instalments?: { amount: number; dueAt: number }[]; errors: InstalmentErrors[]; sum: number; matches: boolean } {
  const errors: InstalmentErrors[] = [];
  const instalments: { amount: number; dueAt: number }[] = [];
  for (const row of rows) {
    const amount = row.amount.trim() === '' ? undefined : parseMoney(row.amount, currency, locale);
    const dueAt = fromDateTimeInput(row.day, '23:59', timeZone);
    const rowErrors: InstalmentErrors = {};
    if (amount === undefined || amount <= 0)
      rowErrors.amount = row.amount.trim() === '' ? 'required' : amount === 0 ? 'amountPositive' : 'moneyFormat';
    if (dueAt === undefined) rowErrors.day = 'dateRequired';
    errors.push(rowErrors);
    if (amount !== undefined && amount > 0 && dueAt !== undefined) instalments.push({ amount, dueAt });
  }
  const sum = sumAmounts(instalments.map((item) => item.amount));
  const complete = instalments.length === rows.length && rows.length > 0;
  const matches = complete && instalmentsMatch(total, instalments);
  return { ...(complete ? { instalments } : {}), errors, sum, matches };
}
