import { describe, expect, it } from 'vitest';
import { sessionPaymentSummary } from './money';

describe('sessionPaymentSummary', () => {
  it('is pending with no completed payments', () => {
    expect(sessionPaymentSummary(50_000, [{ amount: 10_000, status: 'pending' }])).toEqual({
      paymentAmount: 0,
      paymentStatus: 'pending',
    });
  });

  it('is partial while completed payments are below the price', () => {
    expect(
      sessionPaymentSummary(50_000, [
        { amount: 20_000, status: 'completed' },
        { amount: 5_000, status: 'failed' },
      ]),
    ).toEqual({ paymentAmount: 20_000, paymentStatus: 'partial' });
  });

  it('is paid once completed payments reach the price, summing exact cents', () => {
    const payments = Array.from({ length: 10 }, () => ({ amount: 1, status: 'completed' as const }));
    expect(sessionPaymentSummary(10, payments)).toEqual({ paymentAmount: 10, paymentStatus: 'paid' });
  });

  it('is refunded when the only money movement was given back', () => {
    expect(sessionPaymentSummary(10_000, [{ amount: 10_000, status: 'refunded' }])).toEqual({
      paymentAmount: 0,
      paymentStatus: 'refunded',
    });
  });
});
