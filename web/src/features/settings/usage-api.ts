// The owner's usage and billing routes (docs/decisions/pay-per-use.md): what the studio used and
// costs, its card and cap, and its invoices. Only owners reach them; the server says 403 to others.
import { z } from 'zod';
import { billingCurrencies, billingStatuses, meters, monthSchema, spendingCapRequest } from '@core/domain/usage';
import type { ApiClient } from '../../lib/api';
import type { Language } from '../../lib/languages';

const meter = z.enum(meters);
const perMeter = z.partialRecord(meter, z.number());

const usageLine = z.object({ meter, quantity: z.number(), billable: z.number(), amount: z.number() });

/** `GET /api/accounts/{id}/usage`: amounts in minor units of `currency`, quantities in each meter's units. */
const usageResponse = z.object({
  currency: z.enum(billingCurrencies),
  billing: z.object({
    status: z.enum(billingStatuses),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    spendingCap: z.number().nullable(),
  }),
  limit: z.object({
    kind: z.enum(['allowance', 'cap', 'none', 'past_due']),
    ratio: z.number(),
    meter: z.enum(['stored_bytes', 'delivered_bytes']).optional(),
    uploadsRefused: z.boolean(),
  }),
  allowance: perMeter,
  /** Newest first: this month, then the months before it. */
  months: z.array(z.object({ month: monthSchema, lines: z.array(usageLine), total: z.number() })),
  /** This month's days, oldest first. */
  days: z.array(z.object({ day: z.string(), use: perMeter })),
  now: z.object({ storedBytes: z.number(), photos: z.number() }),
});
export type Usage = z.output<typeof usageResponse>;
export type UsageMonth = Usage['months'][number];
export type UsageDay = Usage['days'][number];

const invoice = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  total: z.number(),
  periodStart: z.number(),
  periodEnd: z.number(),
  pdfUrl: z.url().nullable(),
});
export type Invoice = z.output<typeof invoice>;

const accountPath = (accountId: string, rest: string) => `/api/accounts/${encodeURIComponent(accountId)}${rest}`;

export function readUsage(api: ApiClient, accountId: string): Promise<Usage> {
  return api.get(accountPath(accountId, '/usage'), usageResponse);
}

/**
 * Saves the monthly cap in minor units, or none with null; answers the cap kept. The owner's
 * language is the one the studio's usage warnings are mailed in.
 */
export async function saveSpendingCap(api: ApiClient, accountId: string, spendingCap: number | null, locale: Language) {
  const saved = z.object({ spendingCap: spendingCapRequest.shape.spendingCap });
  return (await api.put(accountPath(accountId, '/billing/cap'), { spendingCap, locale }, saved)).spendingCap;
}

/** Where the browser goes to add a card (Stripe Checkout, or the local stand-in), coming back to `returnPath`. */
export async function cardSetupUrl(api: ApiClient, accountId: string, locale: Language, returnPath: string) {
  const body = { locale, returnPath };
  return (await api.post(accountPath(accountId, '/billing/setup'), body, z.object({ url: z.url() }))).url;
}

export async function listInvoices(api: ApiClient, accountId: string): Promise<Invoice[]> {
  return (await api.get(accountPath(accountId, '/billing/invoices'), z.object({ invoices: z.array(invoice) })))
    .invoices;
}
