// POST /api/payments/{id}/receipt-upload: where the browser may upload a receipt file for this
// payment (a presigned POST that S3 enforces: PDF, JPEG or PNG, up to 10 MB, at a key the server
// made). Nothing refers to the file until PUT /api/payments/{id}/receipt has checked it.
import { MAX_RECEIPT_BYTES, receiptUploadRequest } from '../../core/domain/payment';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { newObjectKey, presignUpload } from '../lib/stored-files';
import { memberPayment } from './payment-access';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { contentType } = parseJsonBody(event, receiptUploadRequest);
  const payment = await memberPayment(getSql(), event, caller.userId);
  const key = newObjectKey(payment.accountId, 'receipts');
  const { url, fields } = await presignUpload({ key, contentType, maxBytes: MAX_RECEIPT_BYTES });
  return json(200, { key, url, fields });
});
