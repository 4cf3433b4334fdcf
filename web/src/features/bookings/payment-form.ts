// The payment form's fields as a person types them, turned into the payment fields the
// mutators take and checked by the same schema (core/domain/payment.ts).
import { z } from 'zod';
import { moneyInputText, parseMoney } from '@core/domain/currency';
import { paymentFields } from '@core/domain/payment';
import { paymentMethods, paymentStatuses } from '@core/domain/session-values';
import { fromDateTimeInput, toDateInput } from '@core/domain/studio-time';
import type { Payment } from './booking';
import { parseInto } from '../../lib/parse-into';
import type { SessionFormContext } from './session-form';

export function paymentFormSchema(context: SessionFormContext, sessionId: string) {
  return z
    .object({
      amount: z.string(),
      date: z.string(),
      method: z.enum(paymentMethods),
      status: z.enum(paymentStatuses),
      notes: z.string(),
      receipt: z.string(),
    })
    .transform((form, ctx) => {
      const typed = parsePaymentAmountAndDate(form, context, ctx);
      if (typed === undefined) return z.NEVER;
      const fields = {
        sessionId,
        ...typed,
        method: form.method,
        status: form.status,
        notes: form.notes,
        receipt: form.receipt,
      };
      return parseInto(paymentFields, ctx, fields);
    });
}

/**
 * The amount and the day typed on a payment form (a session's or an invoice's), or undefined
 * after reporting what is wrong on their fields.
 */
export function parsePaymentAmountAndDate(
  form: { amount: string; date: string },
  { timeZone, currency, locale }: SessionFormContext,
  ctx: z.RefinementCtx,
): { amount: number; date: number } | undefined {
  const amount = form.amount.trim() === '' ? undefined : parseMoney(form.amount, currency, locale);
  if (amount === undefined) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: form.amount.trim() === '' ? 'required' : 'moneyFormat' });
  }
  // A payment's day, at midnight on the studio's clock: it counts in that day's month.
  const date = fromDateTimeInput(form.date, '', timeZone);
  if (date === undefined)
    ctx.addIssue({ code: 'custom', path: ['date'], message: form.date === '' ? 'dateRequired' : 'invalid' });
  if (amount === undefined || date === undefined) return undefined;
  return { amount, date };
}

export type PaymentFormInput = z.input<ReturnType<typeof paymentFormSchema>>;

/**
 * A payment's own values, or a new one's: today, the balance still owed, received. Recording a
 * payment mostly means money in hand; an expected one is chosen. (The stored default, for
 * payments made elsewhere, stays pending.)
 */
export function paymentFormValues(
  payment: Payment | undefined,
  context: SessionFormContext & { balance: number; now: number; storedReceipt: boolean },
): PaymentFormInput {
  const amount = payment?.amount ?? context.balance;
  return {
    amount: amount > 0 ? moneyInputText(amount, context.currency, context.locale) : '',
    date: toDateInput(payment?.date ?? context.now, context.timeZone),
    method: payment?.method ?? 'cash',
    status: payment?.status ?? 'completed',
    notes: payment?.notes ?? '',
    receipt: context.storedReceipt ? '' : (payment?.receipt ?? ''),
  };
}
