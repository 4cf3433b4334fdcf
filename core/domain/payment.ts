// A payment recorded against a session. Amounts are whole minor units (money.ts); the
// session's paid amount and payment status are derived from its payments by the mutators.
import { z } from 'zod';
import { entityId } from './ids';
import { paymentAmount } from './amount-fields';
import { partialUpdate } from './partial-update';
import { instant } from './instant';
import { paymentMethods, paymentStatuses } from './session-values';

/**
 * `payments.receipt` holds either a receipt number typed by the photographer or the key of a
 * receipt file stored by the server ({account}/receipts/{random}). Only the server's upload
 * confirmation may store a key, after checking the file, so typed numbers can never look like one.
 */
const storedReceiptKey = /^[A-Za-z0-9_-]+\/receipts\/[A-Za-z0-9_-]+$/;

export function isStoredReceipt(receipt: string): boolean {
  return storedReceiptKey.test(receipt);
}

/** A receipt file's key, if it belongs to `accountId` (keys always start with their account). */
export function isReceiptOfAccount(receipt: string, accountId: string): boolean {
  return isStoredReceipt(receipt) && receipt.startsWith(`${accountId}/receipts/`);
}

const receiptNumber = z
  .string()
  .trim()
  .max(100, 'tooLong')
  .refine((value) => !isStoredReceipt(value), 'receiptNumber');

/** The fields a photographer records on a payment; shared by the form and the mutators. */
export const paymentFields = z.object({
  sessionId: entityId,
  date: instant,
  amount: paymentAmount,
  method: z.enum(paymentMethods).default('cash'),
  status: z.enum(paymentStatuses).default('pending'),
  notes: z.string().max(2000, 'tooLong').default(''),
  receipt: receiptNumber.default(''),
});

export const createPaymentArgs = paymentFields.extend({ id: entityId });
/** A payment stays on its session: moving money between bookings is a new payment. */
export const updatePaymentArgs = partialUpdate(paymentFields).omit({ sessionId: true }).extend({ id: entityId });
export const deletePaymentArgs = z.object({ id: entityId });
/**
 * Money an issued invoice's client paid by hand (cash, a transfer): completed, on the invoice and
 * the instalment it pays, and on the invoice's session when it has one.
 */
export const invoicePaymentArgs = paymentFields.omit({ sessionId: true, status: true }).extend({
  id: entityId,
  invoiceId: entityId,
  instalmentId: z.nullable(entityId).default(null),
});

/** What a receipt file may be: what accountants accept and browsers show. */
export const receiptContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const MAX_RECEIPT_BYTES = 10 * 1024 * 1024;

export const receiptUploadRequest = z.strictObject({
  contentType: z.enum(receiptContentTypes, { error: 'receiptType' }),
  size: z.number().int().min(1, 'receiptEmpty').max(MAX_RECEIPT_BYTES, 'receiptTooLarge'),
});

/** `key` is where the upload was staged; the handler checks it was staged for the payment's studio. */
export const receiptConfirmRequest = z.strictObject({ key: z.string().min(1).max(512) });
