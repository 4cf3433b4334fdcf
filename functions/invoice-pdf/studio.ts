// GET /api/invoices/{id}/pdf: the invoice's PDF for its studio's managers and owners (a draft's
// too, as a preview). Another studio's invoice and one that does not exist answer the same 404.
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { memberRow } from '../lib/membership';
import { invoicePdfResult } from './pdf-result';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const invoice = await memberRow<{ accountId: string; id: string }>(sql, event, caller.userId, {
    table: 'invoices',
    id: event.pathParameters?.id,
    columns: sql`id, account_id as "accountId"`,
    notFound: 'Invoice not found',
    need: 'manager',
  });
  return invoicePdfResult(invoice.accountId, invoice.id);
});
