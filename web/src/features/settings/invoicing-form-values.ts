// The invoicing setting as its form shows it: a tax rate typed as a percentage in the reader's
// language ("21", "10,5"), and reminder days typed as lists ("1, 7, 14"). The schema turns the
// form back into the whole setting the API stores.
import { z } from 'zod';
import type { Currency } from '@core/domain/currency';
import { separators } from '@core/domain/money-format';
import { parseMoney } from '@core/domain/currency';
import { invoicingReminders, invoicingSettings, type InvoicingSettings } from '@core/domain/invoicing-settings';

// A percentage with two decimals is basis points written as an amount in a two-decimal currency,
// so the money parser reads it as strictly, in the person's language.
const PERCENT: Currency = { code: 'EUR', symbol: '%', position: 'after' };

/** "21", "21 %", "10,5" (Spanish) as basis points, 0–100 %; undefined when it is not one. */
export function parsePercent(text: string, locale: string): number | undefined {
  const bp = parseMoney(text, PERCENT, locale);
  return bp !== undefined && bp <= 10_000 ? bp : undefined;
}

/** Basis points as a person types them back: "21", "10,5" in Spanish. */
export function percentInputText(bp: number, locale: string): string {
  // Two decimals at most, so the shortest decimal JavaScript writes is exact.
  return String(bp / 100).replace('.', separators(locale).decimal);
}

/** "1, 7, 14" (or spaces, semicolons) as whole days; undefined when a part is not one. */
export function parseDayList(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return undefined;
  return parts.map(Number);
}

export const formatDayList = (days: readonly number[]) => days.join(', ');

/** Form errors of their own, beyond the `validation` messages the fields share. */
const invoicingFormErrors = ['taxRate', 'days', 'tooManyDays'] as const;
export type InvoicingFormError = (typeof invoicingFormErrors)[number];

export const isInvoicingFormError = (message: string | undefined): message is InvoicingFormError =>
  invoicingFormErrors.some((key) => key === message);

const field = invoicingSettings.shape;
const { beforeDays, afterDays } = invoicingReminders.shape;

function dayList(days: typeof beforeDays) {
  return z.string().transform((text, ctx) => {
    // Parsed first: the setting's schema would take a missing list as its default.
    const typed = parseDayList(text);
    const parsed = typed && days.safeParse(typed);
    if (parsed?.success) return parsed.data;
    const tooMany = parsed?.error.issues.some((issue) => issue.message === 'tooLong');
    ctx.addIssue({ code: 'custom', message: tooMany ? 'tooManyDays' : 'days' });
    return z.NEVER;
  });
}

/** The form's fields, read from the form as the setting the API takes, whole. */
export function invoicingFormSchema(locale: string) {
  return z
    .object({
      legalName: field.legalName,
      taxId: field.taxId,
      address: field.address,
      country: field.country,
      taxRate: z.string().transform((text, ctx) => {
        const bp = parsePercent(text, locale);
        if (bp !== undefined) return bp;
        ctx.addIssue({ code: 'custom', message: 'taxRate' });
        return z.NEVER;
      }),
      paymentInstructions: field.paymentInstructions,
      allowSavedCards: z.boolean(),
      remindersEnabled: z.boolean(),
      beforeDays: dayList(beforeDays),
      afterDays: dayList(afterDays),
    })
    .transform(({ taxRate, remindersEnabled, beforeDays, afterDays, ...rest }): InvoicingSettings => ({
      ...rest,
      defaultTaxRateBp: taxRate,
      reminders: { enabled: remindersEnabled, beforeDays, afterDays },
    }));
}
export type InvoicingFormValues = z.input<ReturnType<typeof invoicingFormSchema>>;

/** What the form shows for the stored setting. */
export function invoicingFormValues(settings: InvoicingSettings, locale: string): InvoicingFormValues {
  const { defaultTaxRateBp, reminders, ...rest } = settings;
  return {
    ...rest,
    taxRate: percentInputText(defaultTaxRateBp, locale),
    remindersEnabled: reminders.enabled,
    beforeDays: formatDayList(reminders.beforeDays),
    afterDays: formatDayList(reminders.afterDays),
  };
}
