// POST /api/accounts/{id}/invoices/{documentId}/cancel {reason}: records that an issued invoice
// is cancelled (never deleted: it keeps its number). Refused once any money came in for it: that
// is undone by a refund or a corrective invoice, never by making the invoice disappear.
import { z } from 'zod';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { lockInvoice } from '../lib/invoicing/issue-invoice';
import { appendVerifactuRecord } from '../lib/verifactu/verifactu-records';
import { accountInPath } from '../lib/membership';
import { documentInPath } from './document-path';

const cancelRequest = z.strictObject({ reason: z.string().trim().min(1, 'required').max(500, 'tooLong') });

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = documentInPath(event);
  const { reason } = parseJsonBody(event, cancelRequest);
  const cancelledAt = await sql.begin(async (tx) => {
    const invoice = await lockInvoice(tx, accountId, invoiceId);
    if (invoice.status === 'draft') throw new HttpError(409, 'invoice_not_issued', 'A draft is deleted, not cancelled');
    if (invoice.status === 'cancelled') throw new HttpError(409, 'invoice_cancelled', 'Already cancelled');
    const [money] = await tx<{ received: boolean }[]>`
      select amount_paid > 0 or payment_status in ('processing', 'partial', 'paid') as received
      from invoices where id = ${invoiceId}`;
    if (money?.received) throw new HttpError(409, 'invoice_has_payments', 'Money was received for this invoice');
    const now = Date.now();
    await tx`update invoices set status = 'cancelled', cancelled_at = ${now}, cancel_reason = ${reason}, updated_at = ${now}
             where id = ${invoiceId}`;
    await appendVerifactuRecord(tx, invoiceId, 'cancel', now);
    return now;
  });
  return json(200, { invoice: { id: invoiceId, status: 'cancelled', cancelledAt } });
});
