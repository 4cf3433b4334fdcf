import { describe, expect, it } from 'vitest';
import { paymentAmount, priceAmount } from './amount-fields';
import { sessionBalance, sessionPaymentSummary, sumAmounts } from './money';

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

  it('counts only what was kept when part of the money was refunded', () => {
    expect(
      sessionPaymentSummary(10_000, [
        { amount: 3_000, status: 'completed' },
        { amount: 7_000, status: 'refunded' },
      ]),
    ).toEqual({ paymentAmount: 3_000, paymentStatus: 'partial' });
  });

  it('stays paid when the client paid more than the price (the surplus is still theirs on record)', () => {
    expect(sessionPaymentSummary(100, [{ amount: 150, status: 'completed' }])).toEqual({
      paymentAmount: 150,
      paymentStatus: 'paid',
    });
  });

  it('adds amounts that floats would get wrong: 0.10 + 0.20 is exactly 0.30', () => {
    // In floats 0.1 + 0.2 !== 0.3; in cents 10 + 20 === 30 and the session is paid.
    expect(
      sessionPaymentSummary(30, [
        { amount: 10, status: 'completed' },
        { amount: 20, status: 'completed' },
      ]),
    ).toEqual({
      paymentAmount: 30,
      paymentStatus: 'paid',
    });
  });
});

describe('sumAmounts', () => {
  it('sums whole minor units', () => {
    expect(sumAmounts([1, 2, 3_000_000_000])).toBe(3_000_000_003);
  });

  it('refuses fractions of a cent and sums beyond exact integers', () => {
    expect(() => sumAmounts([0.5])).toThrow(RangeError);
    expect(() => sumAmounts([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('amount schemas', () => {
  it('take whole minor units only, payments above zero, prices from zero', () => {
    expect(paymentAmount.safeParse(1).success).toBe(true);
    expect(paymentAmount.safeParse(0).error?.issues[0]?.message).toBe('amountPositive');
    expect(paymentAmount.safeParse(12.5).success).toBe(false);
    expect(priceAmount.safeParse(0).success).toBe(true);
    expect(priceAmount.safeParse(-1).error?.issues[0]?.message).toBe('amountNegative');
    expect(priceAmount.safeParse(1e12).error?.issues[0]?.message).toBe('amountTooLarge');
  });
});

describe('sessionBalance', () => {
  it('is what is left to pay, never below zero', () => {
    expect(sessionBalance({ price: 50_000, paymentAmount: 20_000, status: 'confirmed' })).toBe(30_000);
    expect(sessionBalance({ price: 100, paymentAmount: 150, status: 'completed' })).toBe(0);
  });

  it('is nothing for cancelled sessions and no-shows', () => {
    expect(sessionBalance({ price: 50_000, paymentAmount: 0, status: 'cancelled' })).toBe(0);
    expect(sessionBalance({ price: 50_000, paymentAmount: 10_000, status: 'no_show' })).toBe(0);
  });
});
