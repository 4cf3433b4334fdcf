import { describe, expect, it } from 'vitest';
import { createPaymentArgs, isReceiptOfAccount, receiptUploadRequest, updatePaymentArgs } from './payment';

const base = { id: 'p1', sessionId: 's1', date: Date.UTC(2026, 5, 1), amount: 5000 };

describe('payment arguments', () => {
  it('defaults to a pending cash payment with no receipt', () => {
    expect(createPaymentArgs.parse(base)).toEqual({
      ...base,
      method: 'cash',
      status: 'pending',
      notes: '',
      receipt: '',
    });
  });

  it('refuses amounts that are not whole cents above zero', () => {
    expect(createPaymentArgs.safeParse({ ...base, amount: 0 }).success).toBe(false);
    expect(createPaymentArgs.safeParse({ ...base, amount: 49.99 }).success).toBe(false);
  });

  it('never lets a typed receipt number pose as a stored file', () => {
    const result = updatePaymentArgs.safeParse({ id: 'p1', receipt: 'acc1/receipts/abc' });
    expect(result.error?.issues[0]?.message).toBe('receiptNumber');
    expect(updatePaymentArgs.parse({ id: 'p1', receipt: ' F-2026/014 ' })).toEqual({ id: 'p1', receipt: 'F-2026/014' });
  });

  it('changes only the fields sent', () => {
    expect(updatePaymentArgs.parse({ id: 'p1', status: 'completed' })).toEqual({ id: 'p1', status: 'completed' });
  });
});

describe('receipts', () => {
  it('belong to the account their key starts with', () => {
    expect(isReceiptOfAccount('acc1/receipts/abc', 'acc1')).toBe(true);
    expect(isReceiptOfAccount('acc2/receipts/abc', 'acc1')).toBe(false);
    expect(isReceiptOfAccount('R-1001', 'acc1')).toBe(false);
  });

  it('are PDF, JPEG or PNG files up to 10 MB', () => {
    expect(receiptUploadRequest.safeParse({ contentType: 'application/pdf', size: 10 * 1024 * 1024 }).success).toBe(
      true,
    );
    expect(receiptUploadRequest.safeParse({ contentType: 'image/gif', size: 10 }).error?.issues[0]?.message).toBe(
      'receiptType',
    );
    expect(
      receiptUploadRequest.safeParse({ contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }).error?.issues[0]
        ?.message,
    ).toBe('receiptTooLarge');
  });
});
