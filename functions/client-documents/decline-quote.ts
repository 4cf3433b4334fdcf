// POST /api/p/{id}/quotes/{token}/decline: the client turns the quote down; it stays as it was,
// answered.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { openQuote } from '../lib/invoicing/quote-answers';
import { linkedDocument } from '../lib/site/linked-document';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { id } = await linkedDocument(sql, event, 'quote');
  const now = Date.now();
  await sql.begin(async (tx) => {
    await openQuote(tx, id, now);
    await tx`update quotes set status = 'declined', answered_at = ${now}, updated_at = ${now} where id = ${id}`;
  });
  return json(200, { quote: { status: 'declined', answeredAt: now } });
});
