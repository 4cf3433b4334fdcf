// GET /api/accounts/{id}/billing/invoices: the studio's invoices, newest first, for its owners
// only (as billing's webhook reported them; the PDF is billing's own link).
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import type { InvoiceRow } from './invoice-row';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const invoices = await sql<InvoiceRow[]>`
    select id, number, status, currency, total::float8 as total, period_start::float8 as "periodStart",
           period_end::float8 as "periodEnd", pdf_url as "pdfUrl"
    from billing_invoices where account_id = ${accountId}
    order by period_start desc, created_at desc`;
  return json(200, { invoices });
});
