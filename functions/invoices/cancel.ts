// POST /api/accounts/{id}/invoices/{documentId}/cancel {reason}: records that an issued invoice
// is cancelled (never deleted: it keeps its number). Refused once any money came in for it: that
// is undone by a refund or a corrective invoice, never by making the invoice disappear.
import { z } from 'zod';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { cancelInvoice } from '../lib/invoicing/cancel-invoice';
import { accountInPath } from '../lib/membership';
import { documentInPath } from './document-path';

const cancelRequest = z.strictObject({ reason: z.string().trim().min(1, 'required').max(500, 'tooLong') });

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = documentInPath(event);
  const { reason } = parseJsonBody(event, cancelRequest);
  const cancelledAt = await sql.begin((tx) => cancelInvoice(tx, accountId, invoiceId, reason));
  return json(200, { invoice: { id: invoiceId, status: 'cancelled', cancelledAt } });
});
