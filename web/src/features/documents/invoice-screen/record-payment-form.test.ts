import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { recordPaymentSchema, recordPaymentValues } from './record-payment-form';

const context = { timeZone: 'Europe/Madrid', currency: DEFAULT_CURRENCY, locale: 'es' };
const target = {
  invoiceId: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e01',
  instalmentId: '0192f0c4-7f1e-7c3a-9a54-3f1d2b6c8e02',
  amountDue: 12_050,
};

describe('recording an invoice payment by hand', () => {
  it('starts from what the instalment still owes, today, by bank transfer', () => {
    expect(recordPaymentValues(target, { ...context, now: Date.UTC(2026, 10, 27, 23, 30) })).toEqual({
      amount: '120,50',
      date: '2026-11-28',
      method: 'bank_transfer',
      notes: '',
    });
  });

  it('turns the typed fields into the mutator’s, on the studio’s day', () => {
    const parsed = recordPaymentSchema(context, target).safeParse({
      amount: '1.200,5',
      date: '2026-11-28',
      method: 'cash',
      notes: 'Paid at the studio',
    });
    expect(parsed.data).toEqual({
      invoiceId: target.invoiceId,
      instalmentId: target.instalmentId,
      amount: 120_050,
      date: Date.UTC(2026, 10, 27, 23),
      method: 'cash',
      notes: 'Paid at the studio',
      receipt: '',
    });
  });

  it('says what is wrong with each field, and keeps nothing', () => {
    const parsed = recordPaymentSchema(context, target).safeParse({
      amount: 'lots',
      date: '',
      method: 'cash',
      notes: '',
    });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['amount', 'moneyFormat'],
      ['date', 'dateRequired'],
    ]);
    const zero = recordPaymentSchema(context, target).safeParse({
      amount: '0',
      date: '2026-11-28',
      method: 'cash',
      notes: '',
    });
    expect(zero.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['amount', 'amountPositive']]);
  });
});
