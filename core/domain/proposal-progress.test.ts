import { describe, expect, it } from 'vitest';
import { proposalProgress, sessionProgress } from './proposal-progress';

const instalments = (firstPaid: number) => [
  { position: 1, amount: 7_000, amountPaid: 0 },
  { position: 0, amount: 3_000, amountPaid: firstPaid },
];

describe('proposalProgress', () => {
  it('waits on each step until the client takes it, in order', () => {
    const sent = { completedAt: null, quote: { status: 'sent' as const }, contract: { status: 'sent' as const } };
    expect(proposalProgress(sent)).toEqual({ booked: false, signed: false, depositPaid: false });
    const accepted = { ...sent, quote: { status: 'accepted' as const }, invoice: { instalments: instalments(0) } };
    expect(proposalProgress(accepted)).toEqual({ booked: true, signed: false, depositPaid: false });
    const signed = { ...accepted, contract: { status: 'signed' as const } };
    expect(proposalProgress(signed)).toEqual({ booked: true, signed: true, depositPaid: false });
    // The deposit is the first instalment, however the rows come; part of it is not paid.
    expect(proposalProgress({ ...signed, invoice: { instalments: instalments(2_999) } }).depositPaid).toBe(false);
    expect(proposalProgress({ ...signed, invoice: { instalments: instalments(3_000) } }).depositPaid).toBe(true);
  });

  it('asks only what the proposal holds, and a completed one is done', () => {
    expect(proposalProgress({ completedAt: null, contract: { status: 'completed' } })).toEqual({
      booked: false,
      signed: true,
    });
    expect(proposalProgress({ completedAt: 1, contract: { status: 'sent' } })).toEqual({ booked: true, signed: true });
  });
});

describe('sessionProgress', () => {
  it('reads the latest sent contract and any money paid on an issued invoice', () => {
    expect(sessionProgress({ status: 'scheduled', contracts: [], invoices: [] })).toEqual({ booked: true });
    expect(
      sessionProgress({
        status: 'confirmed',
        contracts: [{ status: 'completed' }, { status: 'sent' }, { status: 'draft' }],
        invoices: [
          { status: 'draft', paymentStatus: 'paid' },
          { status: 'issued', paymentStatus: 'unpaid' },
        ],
      }),
    ).toEqual({ booked: true, signed: false, depositPaid: false });
    expect(
      sessionProgress({
        status: 'cancelled',
        contracts: [{ status: 'signed' }, { status: 'void' }],
        invoices: [{ status: 'issued', paymentStatus: 'partial' }],
      }),
    ).toEqual({ booked: false, signed: true, depositPaid: true });
  });
});
