// PUT /api/payments/{id}/receipt {key}: attaches a receipt file uploaded to the staged `key` to
// the payment. The file is first moved to its final key, which no upload policy can write, and
// attached only once the object there proves to be a PDF, JPEG or PNG of at most 10 MB (the
// local S3 stand-in enforces no upload policy, and a client can lie). A refused file is
// deleted; an accepted one is served as the type its bytes show. The payment's previous
// receipt file, if any, is deleted once the new one is in place.
import { fileTypeFromBuffer } from 'file-type';
import { isStoredReceipt, MAX_RECEIPT_BYTES, receiptConfirmRequest, receiptContentTypes } from '@core/domain/payment';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { finalKeyOf, RECEIPTS_AREA } from '../lib/storage/object-keys';
import {
  deleteStoredFile,
  moveStagedFile,
  readStoredFileStart,
  setStoredContentType,
} from '../lib/storage/stored-files';
import { memberPayment } from './payment-access';

const accepted: readonly string[] = receiptContentTypes;

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const { key: stagedKey } = parseJsonBody(event, receiptConfirmRequest);
  const sql = getSql();
  const payment = await memberPayment(sql, event, caller.userId);
  // Only uploads staged for this studio's receipts: never another studio's file.
  const key = finalKeyOf(stagedKey, payment.accountId, RECEIPTS_AREA);
  if (!key) throw new HttpError(400, 'invalid_input', 'Not a receipt upload of this studio');
  // A confirmation retried after a lost answer: the file is attached already.
  if (payment.receipt === key) return json(200, { receipt: key });
  // One file per payment: what is uploaded again to another payment's staged key never replaces its file.
  const [held] = await sql`select 1 from payments where account_id = ${payment.accountId} and receipt = ${key}`;
  if (held) throw new HttpError(400, 'invalid_input', 'This receipt belongs to another payment');

  await moveStagedFile(stagedKey, key);
  const stored = await readStoredFileStart(key);
  if (!stored) throw new HttpError(400, 'receipt_missing', 'Nothing was uploaded under this key');
  const mime = (await fileTypeFromBuffer(stored.start))?.mime;
  if (stored.size > MAX_RECEIPT_BYTES || mime === undefined || !accepted.includes(mime)) {
    await deleteStoredFile(key);
    throw new HttpError(400, 'receipt_invalid', 'A receipt must be a PDF, JPEG or PNG file of up to 10 MB');
  }
  // S3 serves the file as the type the browser declared; a JPEG named .png declares image/png.
  // From here on it is what its bytes are, so a download (receipt-download.ts) names it by its
  // Content-Type alone.
  if (stored.contentType !== mime) await setStoredContentType(key, mime);
  // The check above may race another confirmation of the same upload for another payment.
  const attached = await sql`
    update payments set receipt = ${key}
    where id = ${payment.id} and not exists (select 1 from payments where receipt = ${key} and id <> ${payment.id})`;
  if (attached.count === 0) throw new HttpError(400, 'invalid_input', 'This receipt belongs to another payment');
  if (isStoredReceipt(payment.receipt)) await deleteStoredFile(payment.receipt);
  return json(200, { receipt: key });
});
