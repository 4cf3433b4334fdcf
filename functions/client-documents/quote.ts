// GET /api/p/{id}/quotes/{token}: the quote a client's link opens (id: the studio's slug): what
// it offers, its totals per tax rate, until when it can be accepted, how it would be paid, and
// whether it was answered.
import { planInstalments, type PaymentPlan } from '@core/domain/payment-plan';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { documentLines, linkedDocument, studioView } from './linked';
import { readQuote } from './quote-row';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const { studio, id } = await linkedDocument(sql, event, 'quote');
  const quote = await readQuote(sql, id);
  const now = Date.now();
  const { sessionDate, ...shown } = quote;
  return json(200, {
    studio: studioView(studio),
    quote: {
      ...shown,
      expired: quote.expiresAt !== null && quote.expiresAt < now,
      ...(await documentLines(sql, 'quote', id)),
      // What accepting now would ask for, and when.
      instalments: planInstalments(quote.total, quote.plan as PaymentPlan, { issuedAt: now, sessionDate }),
    },
  });
});
