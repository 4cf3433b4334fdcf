// The studio's invoicing profile (account_settings key `invoicing`): who sells on its invoices,
// the tax rate new lines start with, how else a client may pay, and when reminders go out.
// Members read it (it is part of the studio's setup); managers and owners write it.
import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, 'tooLong');

/** Days before or after a due date; at most ten each, none further than a year. */
const reminderDays = z
  .array(z.number().int('invalid').min(0, 'invalid').max(365, 'invalid'))
  .max(10, 'tooLong')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const invoicingReminders = z.strictObject({
  enabled: z.boolean().default(true),
  beforeDays: reminderDays.default([3]),
  afterDays: reminderDays.default([1, 7, 14]),
});

export const invoicingSettings = z.strictObject({
  legalName: text(200).default(''),
  taxId: text(50).default(''),
  address: text(500).default(''),
  /** ISO 3166-1 alpha-2 ("ES"), or empty while the studio has not said. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'invalid')
    .default(''),
  /** Basis points: 2100 is 21 %. */
  defaultTaxRateBp: z.number().int('invalid').min(0, 'invalid').max(10000, 'invalid').default(0),
  /** How to pay other than by card (bank transfer details), shown on invoices. */
  paymentInstructions: text(2000).default(''),
  allowSavedCards: z.boolean().default(false),
  reminders: invoicingReminders.default({ enabled: true, beforeDays: [3], afterDays: [1, 7, 14] }),
});
export type InvoicingSettings = z.output<typeof invoicingSettings>;

/** The stored setting with defaults filled in; a damaged value reads as the defaults. */
export function readInvoicingSettings(value: unknown): InvoicingSettings {
  const parsed = invoicingSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : invoicingSettings.parse({});
}
