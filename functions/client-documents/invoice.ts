// GET /api/p/{id}/invoices/{token}: the invoice a client's link opens (id: the studio's slug):
// the document as issued, its instalments with what was paid of each, and how else to pay.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { studioInvoicingSettings } from '../lib/invoicing/invoicing-settings';
import { documentLines, linkedDocument, linkNotFound, studioView } from './linked';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'invoice');
  const [invoice] = await sql`
    select kind, status, number_text as "number", issued_at::float8 as "issuedAt", due_at::float8 as "dueAt",
           language, currency, seller, customer_name as "customerName", customer_tax_id as "customerTaxId",
           customer_address as "customerAddress", notes, correction_reason as "correctionReason",
           subtotal::float8 as subtotal, tax_total::float8 as "taxTotal", total::float8 as total,
           amount_paid::float8 as "amountPaid", amount_refunded::float8 as "amountRefunded",
           payment_status as "paymentStatus", allow_saved_card as "allowSavedCard",
           cancelled_at::float8 as "cancelledAt"
    from invoices where id = ${id} and status <> 'draft'`;
  if (!invoice) throw linkNotFound();
  const instalments = await sql`
    select amount::float8 as amount, due_at::float8 as "dueAt", amount_paid::float8 as "amountPaid"
    from invoice_instalments where invoice_id = ${id} order by position, id`;
  const { paymentInstructions } = await studioInvoicingSettings(sql, studio.id);
  return json(200, {
    studio: studioView(studio),
    invoice: { ...invoice, ...(await documentLines(sql, 'invoice', id)), instalments, paymentInstructions },
  });
});
