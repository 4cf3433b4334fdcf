// POST /api/accounts/{id}/invoices/{documentId}/correct {reason, id?}: a draft corrective invoice
// (series R) that refers to an issued one, prefilled with its lines. It is edited and issued like
// any draft; its total may be below zero (money given back). The original never changes.
import { z } from 'zod';
import { entityId, newId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { lockInvoice } from '../lib/invoicing/issue-invoice';
import { accountInPath } from '../lib/membership';
import { documentInPath } from './document-path';

const correctRequest = z.strictObject({
  reason: z.string().trim().min(1, 'required').max(500, 'tooLong'),
  /** The new draft's id, when the screen made one (Zero ids are the client's). */
  id: z.optional(entityId),
});

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const originalId = documentInPath(event);
  const { reason, id = newId() } = parseJsonBody(event, correctRequest);
  await sql.begin(async (tx) => {
    const original = await lockInvoice(tx, accountId, originalId);
    if (original.status === 'draft')
      throw new HttpError(409, 'invoice_not_issued', 'Only an issued invoice is corrected');
    await tx`
      insert into invoices (id, account_id, author_id, customer_id, session_id, quote_id, kind, corrects_id, series,
                            language, currency, customer_tax_id, customer_address, notes, correction_reason,
                            subtotal, tax_total, total)
      select ${id}, account_id, ${caller.userId}, customer_id, session_id, quote_id, 'corrective', id, 'R',
             language, currency, customer_tax_id, customer_address, '', ${reason}, subtotal, tax_total, total
      from invoices where id = ${originalId}`;
    const lines = await tx<{ id: string }[]>`select id from invoice_lines where invoice_id = ${originalId}`;
    for (const line of lines) {
      await tx`
        insert into invoice_lines (id, account_id, invoice_id, position, description, quantity, unit_price,
                                   discount_bp, tax_rate_bp, tax_exemption, net, tax)
        select ${newId()}, account_id, ${id}, position, description, quantity, unit_price, discount_bp, tax_rate_bp,
               tax_exemption, net, tax
        from invoice_lines where id = ${line.id}`;
    }
  });
  return json(201, { invoice: { id, correctsId: originalId } });
});
