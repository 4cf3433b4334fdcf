// The form that records money an invoice's client paid by hand, turned into what the
// payment.recordForInvoice mutator takes and checked by its own schema (core/domain/payment.ts).
import { z } from 'zod';
import { moneyInputText } from '@core/domain/currency';
import { invoicePaymentArgs } from '@core/domain/payment';
import { paymentMethods } from '@core/domain/session-values';
import { toDateInput } from '@core/domain/studio-time';
import { parseInto } from '@web/src/lib/parse-into';
import { parsePaymentAmountAndDate } from '../../bookings/payment-form';
import type { SessionFormContext } from '../../bookings/session-form';

/** What the invoice screen records a payment against. */
export type PaymentTarget = { invoiceId: string; instalmentId: string | null; amountDue: number };

export function recordPaymentSchema(context: SessionFormContext, target: PaymentTarget) {
  return z
    .object({ amount: z.string(), date: z.string(), method: z.enum(paymentMethods), notes: z.string() })
    .transform((form, ctx) => {
      const typed = parsePaymentAmountAndDate(form, context, ctx);
      if (typed === undefined) return z.NEVER;
      const { invoiceId, instalmentId } = target;
      const fields = { invoiceId, instalmentId, ...typed, method: form.method, notes: form.notes };
      return parseInto(invoicePaymentArgs.omit({ id: true }), ctx, fields);
    });
}

export type RecordPaymentInput = z.input<ReturnType<typeof recordPaymentSchema>>;

/** A new payment's fields: what is still due, today, by bank transfer (how invoices are mostly paid by hand). */
export function recordPaymentValues(
  target: PaymentTarget,
  { currency, locale, timeZone, now }: SessionFormContext & { now: number },
): RecordPaymentInput {
  return {
    amount: target.amountDue > 0 ? moneyInputText(target.amountDue, currency, locale) : '',
    date: toDateInput(now, timeZone),
    method: 'bank_transfer',
    notes: '',
  };
}
