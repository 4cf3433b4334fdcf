// POST /api/p/{id}/quotes/{token}/accept: the client accepts the quote. In one transaction it
// becomes an invoice with the quote's lines, issued at once, whose instalments follow the quote's
// plan (30 % now, the rest before the session, say); the quote records its answer and its
// invoice. The answer is the invoice and the link that opens it; the invoice is mailed too.
import { newId } from '@core/domain/ids';
import { paymentPlan, planInstalments } from '@core/domain/payment-plan';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { documentLinkPath } from '../lib/client-links';
import { settleLines } from '../lib/invoicing/document-lines';
import { studioInvoicingSettings } from '../lib/invoicing/invoicing-settings';
import { mailIssuedInvoice, scheduleInvoiceMessages } from '../lib/invoicing/invoice-messages';
import { issueInvoice } from '../lib/invoicing/issue-invoice';
import { openQuote } from './answer-quote';
import { linkedDocument } from './linked';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'quote');
  const now = Date.now();
  const { token, ...invoice } = await sql.begin(async (tx) => {
    const quote = await openQuote(tx, id, now);
    const invoiceId = newId();
    const { allowSavedCards } = await studioInvoicingSettings(tx, studio.id);
    await tx`
      insert into invoices (id, account_id, author_id, customer_id, session_id, quote_id, language, currency,
                            customer_tax_id, customer_address, notes, allow_saved_card)
      select ${invoiceId}, account_id, author_id, customer_id, session_id, id, language, currency,
             customer_tax_id, customer_address, notes, ${allowSavedCards}
      from quotes where id = ${id}`;
    const lines = await tx<{ id: string }[]>`select id from quote_lines where quote_id = ${id} order by position, id`;
    for (const [position, line] of lines.entries()) {
      await tx`
        insert into invoice_lines (id, account_id, invoice_id, position, description, quantity, unit_price,
                                   discount_bp, tax_rate_bp, tax_exemption)
        select ${newId()}, account_id, ${invoiceId}, ${position}, description, quantity, unit_price, discount_bp,
               tax_rate_bp, tax_exemption
        from quote_lines where id = ${line.id}`;
    }
    const { total } = await settleLines(tx, 'invoice', invoiceId);
    // A plan written through the Data API unchecked reads as none: everything due at once.
    const plan = paymentPlan.safeParse(quote.plan).data ?? [];
    const instalments = planInstalments(total, plan, { issuedAt: now, sessionDate: quote.sessionDate });
    for (const [position, item] of instalments.entries()) {
      await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
               values (${newId()}, ${studio.id}, ${invoiceId}, ${position}, ${item.amount}, ${item.dueAt})`;
    }
    const issued = await issueInvoice(tx, studio.id, invoiceId, now);
    await scheduleInvoiceMessages(tx, invoiceId, now);
    await tx`update quotes set status = 'accepted', answered_at = ${now}, invoice_id = ${invoiceId}, updated_at = ${now}
             where id = ${id}`;
    return issued;
  });
  // The client keeps the invoice by mail too.
  await mailIssuedInvoice(sql, invoice.id);
  return json(200, { invoice, linkPath: documentLinkPath(studio.slug, 'invoice', token) });
});
