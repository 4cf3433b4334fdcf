// POST /api/p/{id}/quotes/{token}/accept: the client accepts the quote. In one transaction it
// becomes an invoice with the quote's lines, issued at once, whose instalments follow the quote's
// plan (30 % now, the rest before the session, say); the quote records its answer and its
// invoice. The answer is the invoice and the link that opens it; the invoice is mailed too.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { documentLinkPath } from '../lib/client-links';
import { mailIssuedInvoice } from '../lib/invoicing/invoice-messages';
import { acceptQuote } from '../lib/invoicing/quote-answers';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'quote');
  const { token, ...invoice } = await sql.begin((tx) => acceptQuote(tx, studio.id, id, Date.now()));
  // The client keeps the invoice by mail too.
  await mailIssuedInvoice(sql, invoice.id);
  return json(200, { invoice, linkPath: documentLinkPath(studio.slug, 'invoice', token) });
});
