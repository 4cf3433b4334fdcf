// GET /api/invoice-links/{token}/pdf: the invoice's PDF for the client holding its link
// (functions/lib/invoicing/document-links.ts). A link that is unknown, revoked or to a quote,
// and an invoice not issued, answer the same 404.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { findLinkedDocument } from '../lib/client-links';
import { invoicePdfResult } from './pdf-result';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const linked = await findLinkedDocument(sql, event.pathParameters?.token ?? '');
  const [issued] =
    linked?.kind === 'invoice'
      ? await sql`select 1 from invoices where account_id = ${linked.accountId} and id = ${linked.id} and status <> 'draft'`
      : [];
  if (!linked || !issued) throw new HttpError(404, 'not_found', 'Invoice not found');
  return invoicePdfResult(linked.accountId, linked.id);
});
