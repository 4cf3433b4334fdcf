import { describe, expect, it } from 'vitest';
import { invoicePaymentColumns, invoicePaymentSummary } from './invoice-payments';

const paid = (amount: number, amountRefunded = 0) => ({ amount, amountRefunded, status: 'completed' as const });

describe('invoicePaymentSummary', () => {
  it('is paid once completed payments less refunds reach the total', () => {
    expect(invoicePaymentSummary(10_000, [paid(4_000), paid(6_000)])).toEqual({
      amountPaid: 10_000,
      amountRefunded: 0,
      paymentStatus: 'paid',
    });
  });

  it('is partial after a partial refund, and refunded once everything went back', () => {
    expect(invoicePaymentSummary(10_000, [paid(10_000, 2_500)]).paymentStatus).toBe('partial');
    expect(invoicePaymentSummary(10_000, [{ amount: 10_000, amountRefunded: 10_000, status: 'refunded' }])).toEqual({
      amountPaid: 0,
      amountRefunded: 10_000,
      paymentStatus: 'refunded',
    });
  });

  it('is processing while a card payment awaits confirmation, and ignores failed ones', () => {
    expect(
      invoicePaymentSummary(10_000, [{ amount: 10_000, amountRefunded: 0, status: 'pending' }]).paymentStatus,
    ).toBe('processing');
    expect(invoicePaymentSummary(10_000, [{ amount: 10_000, amountRefunded: 0, status: 'failed' }])).toEqual({
      amountPaid: 0,
      amountRefunded: 0,
      paymentStatus: 'unpaid',
    });
  });
});

describe('invoicePaymentColumns', () => {
  it('pays each instalment what its own payments kept, and marks an open dispute', () => {
    const payment = (instalmentId: string | null, amount: number, dispute: string | null = null) => ({
      ...paid(amount),
      instalmentId,
      dispute,
    });
    expect(
      invoicePaymentColumns(10_000, [payment('a', 3_000), payment('a', 1_000, 'open'), payment(null, 500)], ['a', 'b']),
    ).toEqual({
      invoice: { amountPaid: 4_500, amountRefunded: 0, paymentStatus: 'partial', disputed: true },
      instalments: [
        { id: 'a', amountPaid: 4_000 },
        { id: 'b', amountPaid: 0 },
      ],
    });
  });
});
