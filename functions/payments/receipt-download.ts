// GET /api/payments/{id}/receipt: a link, valid for one minute, that downloads the payment's
// receipt file. Members of the payment's studio only; the bucket itself is private.
import { isReceiptOfAccount } from '@core/domain/payment';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { presignDownload, storedContentType } from '../lib/storage/stored-files';
import { memberPayment } from './payment-access';

const extensions: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const payment = await memberPayment(getSql(), event, caller.userId);
  if (!isReceiptOfAccount(payment.receipt, payment.accountId))
    throw new HttpError(404, 'not_found', 'This payment has no receipt file');
  // One HEAD: confirming the receipt made its Content-Type the type its bytes show.
  const contentType = await storedContentType(payment.receipt);
  if (contentType === undefined) throw new HttpError(404, 'not_found', 'The receipt file is gone');
  const day = new Date(payment.date).toISOString().slice(0, 10);
  const url = await presignDownload(payment.receipt, {
    filename: `receipt-${day}.${extensions[contentType] ?? 'bin'}`,
  });
  return json(200, { url });
});
