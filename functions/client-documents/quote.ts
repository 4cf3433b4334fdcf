// GET /api/p/{id}/quotes/{token}: the quote a client's link opens (id: the studio's slug): what
// it offers, its totals per tax rate, until when it can be accepted, how it would be paid, and
// whether it was answered.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { clientQuote } from '../lib/invoicing/client-documents';
import { studioView } from '../lib/site/public-studio';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'quote');
  return json(200, { studio: studioView(studio), quote: await clientQuote(sql, studio, id, Date.now()) });
});
