// POST /api/payments/{id}/receipt-upload: where the browser may upload a receipt file for this
// payment (a presigned POST that S3 enforces: PDF, JPEG or PNG, up to 10 MB, at a staged key the
// server made). Nothing refers to the file until PUT /api/payments/{id}/receipt has moved it to
// its final key and checked it there.
import { MAX_RECEIPT_BYTES, receiptUploadRequest } from '@core/domain/payment';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { RECEIPTS_AREA } from '../lib/storage/object-keys';
import { presignUpload } from '../lib/storage/stored-files';
import { memberPayment } from './payment-access';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { contentType } = parseJsonBody(event, receiptUploadRequest);
  const payment = await memberPayment(getSql(), event, caller.userId);
  const { key, url, fields } = await presignUpload({
    accountId: payment.accountId,
    area: RECEIPTS_AREA,
    contentType,
    maxBytes: MAX_RECEIPT_BYTES,
  });
  return json(200, { key, url, fields });
});
