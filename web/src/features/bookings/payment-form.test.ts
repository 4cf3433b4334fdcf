import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { paymentFields } from '@core/domain/payment';
import type { Payment } from './booking';
import { paymentFormSchema, paymentFormValues } from './payment-form';

const studio = { timeZone: 'Europe/Madrid', currency: DEFAULT_CURRENCY, locale: 'en' };
const context = { ...studio, balance: 50_000, now: Date.UTC(2026, 4, 1, 10), storedReceipt: false };
const sessionId = '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e01';

describe('the payment form', () => {
  it('records a new payment as received unless another status is chosen', () => {
    const values = paymentFormValues(undefined, context);
    expect(values).toMatchObject({ amount: '500.00', status: 'completed' });
    expect(paymentFormSchema(studio, sessionId).parse(values)).toMatchObject({ amount: 50_000, status: 'completed' });
    const expected = paymentFormSchema(studio, sessionId).parse({ ...values, status: 'pending' });
    expect(expected.status).toBe('pending');
  });

  it('shows a payment’s own status when editing it', () => {
    const payment = {
      id: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e02',
      accountId: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e03',
      authorId: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e04',
      sessionId,
      invoiceId: null,
      instalmentId: null,
      providerPaymentId: null,
      dispute: null,
      date: context.now,
      amount: 20_000,
      amountRefunded: 0,
      method: 'card',
      status: 'pending',
      notes: '',
      receipt: '',
      createdAt: context.now,
    } satisfies Payment;
    expect(paymentFormValues(payment, context)).toMatchObject({ amount: '200.00', status: 'pending' });
  });

  it('leaves the stored default of a payment recorded without a status at pending', () => {
    expect(paymentFields.parse({ sessionId, date: context.now, amount: 100 }).status).toBe('pending');
  });
});
