// GET /api/p/{id}/invoices/{token}: the invoice a client's link opens (id: the studio's slug):
// the document as issued, its instalments with what was paid of each, and how else to pay.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { clientInvoice } from '../lib/invoicing/client-documents';
import { linkNotFound } from '../lib/client-links';
import { studioView } from '../lib/site/public-studio';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'invoice');
  const invoice = await clientInvoice(sql, studio, id);
  if (!invoice) throw linkNotFound();
  return json(200, { studio: studioView(studio), invoice });
});
