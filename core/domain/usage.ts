// Pay per use: what a studio's use costs, what is free, and when it must stop adding photos
// (docs/decisions/pay-per-use.md). One price list, read by the Usage page, the upload limit, the
// warnings mailed to owners and the usage reported to billing.
import { z } from 'zod';
import { inviteLocale } from './invite';

/** What is measured, per studio and UTC day (the `usage_days` table). */
export const meters = ['stored_bytes', 'photos', 'renders', 'delivered_bytes', 'mails', 'active_galleries'] as const;
export type Meter = (typeof meters)[number];

/**
 * Gauges are a level kept for the day (summed over a month they are unit-days, billed per unit
 * and month); counters are events of the day.
 */
export const gauges: ReadonlySet<Meter> = new Set(['stored_bytes', 'photos', 'active_galleries']);

/** Decimal gigabytes, as S3 and CloudFront bill them. */
export const GB = 1_000_000_000;

/** The currencies billing charges in; a studio keeping its books in another is billed in euros. */
export const billingCurrencies = ['EUR', 'USD', 'GBP'] as const;
export type BillingCurrency = (typeof billingCurrencies)[number];

export function billingCurrencyOf(code: string): BillingCurrency {
  return (billingCurrencies as readonly string[]).includes(code) ? (code as BillingCurrency) : 'EUR';
}

type Price = {
  /** How many of the meter's units one priced unit is (a GB of bytes, a thousand renders). */
  unit: number;
  /** Minor units of the currency per priced unit beyond the allowance; 0 when included. */
  perUnit: Record<BillingCurrency, number>;
  /** How much of the meter each month costs nothing, in the meter's units. */
  allowance: number;
};

/** The price list. Photos and active galleries are shown and never charged. */
export const priceList: Record<Meter, Price> = {
  stored_bytes: { unit: GB, perUnit: { EUR: 4, USD: 4, GBP: 3 }, allowance: 3 * GB },
  delivered_bytes: { unit: GB, perUnit: { EUR: 8, USD: 9, GBP: 7 }, allowance: 10 * GB },
  renders: { unit: 1000, perUnit: { EUR: 50, USD: 55, GBP: 45 }, allowance: 5000 },
  mails: { unit: 1000, perUnit: { EUR: 100, USD: 110, GBP: 90 }, allowance: 500 },
  photos: { unit: 1, perUnit: { EUR: 0, USD: 0, GBP: 0 }, allowance: 0 },
  active_galleries: { unit: 1, perUnit: { EUR: 0, USD: 0, GBP: 0 }, allowance: 0 },
};

/** What a month of a studio's use adds up to, per meter (for gauges, unit-days). */
export type MonthUse = Partial<Record<Meter, number>>;

export type UsageLine = {
  meter: Meter;
  /** The month's use in the meter's units: for gauges the month's average level. */
  quantity: number;
  /** The part of `quantity` beyond the allowance. */
  billable: number;
  /** Minor units; 0 within the allowance or for a meter never charged. */
  amount: number;
};

/** `YYYY-MM` of a UTC day or instant. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** `YYYY-MM-DD`, the UTC day of an instant, as `usage_days.day` keeps it. */
export const utcDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

export function monthOf(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/**
 * The month's lines and total. A gauge's quantity is its unit-days over the month's days (3 GB
 * kept for half of November is 1.5 GB-months); a line's amount is rounded once, to the nearest
 * minor unit, so the total is the sum of what the page shows.
 */
export function monthLines(
  month: string,
  use: MonthUse,
  currency: BillingCurrency,
): { lines: UsageLine[]; total: number } {
  const days = daysInMonth(month);
  const lines = meters.map((meter): UsageLine => {
    const price = priceList[meter];
    const raw = use[meter] ?? 0;
    const quantity = gauges.has(meter) ? raw / days : raw;
    const billable = Math.max(0, quantity - price.allowance);
    return { meter, quantity, billable, amount: Math.round((billable / price.unit) * price.perUnit[currency]) };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** How a studio pays (the `account_billing` table's status). */
export const billingStatuses = ['free', 'active', 'past_due', 'cancelled'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** Whether the studio pays beyond the allowance: a card on file and nothing unpaid. */
export const paysAsItGoes = (status: BillingStatus): boolean => status === 'active';

/** Where a studio stands against what limits it: the allowance when it does not pay, else its cap. */
export type LimitState = {
  /** `allowance` for a studio without a card, `cap` with one and a cap, `none` with no cap. */
  kind: 'allowance' | 'cap' | 'none' | 'past_due';
  /** The share used of the closest limit, 0 to 1 and beyond. */
  ratio: number;
  /** The meter nearest its allowance (allowance only). */
  meter?: 'stored_bytes' | 'delivered_bytes';
};

export const WARNING_RATIO = 0.8;

export type StudioUse = {
  status: BillingStatus;
  spendingCap: number | null;
  /** Stored now (account_storage), plus what an upload would add. */
  storedBytes: number;
  /** Delivered so far this month. */
  deliveredBytes: number;
  /** What this month costs so far. */
  monthTotal: number;
};

/**
 * The limit a studio is held to. Without a card the allowance: what it stores now (with the
 * upload being judged) and what it delivered this month. With one, its spending cap against what
 * the month costs so far. An unpaid invoice stops uploads outright until it is paid.
 */
export function limitState(use: StudioUse): LimitState {
  if (use.status === 'past_due') return { kind: 'past_due', ratio: 1 };
  if (paysAsItGoes(use.status)) {
    if (use.spendingCap === null) return { kind: 'none', ratio: 0 };
    if (use.spendingCap === 0) return { kind: 'cap', ratio: 1 };
    return { kind: 'cap', ratio: use.monthTotal / use.spendingCap };
  }
  const stored = use.storedBytes / priceList.stored_bytes.allowance;
  const delivered = use.deliveredBytes / priceList.delivered_bytes.allowance;
  return stored >= delivered
    ? { kind: 'allowance', ratio: stored, meter: 'stored_bytes' }
    : { kind: 'allowance', ratio: delivered, meter: 'delivered_bytes' };
}

/**
 * Whether new uploads are refused: an allowance is refused what would take it past its limit, a
 * cap once the month has reached it (an upload's own cost is not known before the month ends).
 */
export function uploadsRefused(state: LimitState): boolean {
  if (state.kind === 'past_due') return true;
  if (state.kind === 'allowance') return state.ratio > 1;
  if (state.kind === 'cap') return state.ratio >= 1;
  return false;
}

/** The warnings mailed to owners, each once a month. */
export const usageAlerts = ['allowance_80', 'allowance_100', 'cap_80', 'cap_100'] as const;
export type UsageAlert = (typeof usageAlerts)[number];

/** The warning a state calls for, if any. */
export function alertFor(state: LimitState): UsageAlert | undefined {
  if (state.kind !== 'allowance' && state.kind !== 'cap') return undefined;
  if (state.ratio >= 1) return `${state.kind}_100`;
  if (state.ratio >= WARNING_RATIO) return `${state.kind}_80`;
  return undefined;
}

/** An owner's monthly spending cap: whole minor units, or null for none; and the owner's language for the warnings. */
export const spendingCapRequest = z.strictObject({
  spendingCap: z.number().int().min(0).max(100_000_000).nullable(),
  locale: z.optional(inviteLocale),
});
