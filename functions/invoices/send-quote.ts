// POST /api/accounts/{id}/quotes/{documentId}/send: a draft quote becomes sent, and gets the link
// its client opens it with to accept or decline, by mail when the client has an address. From
// then on it no longer changes.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { createDocumentLink } from '../lib/client-links';
import { settleLines } from '../lib/invoicing/document-lines';
import { mailSafely, sendQuoteMail } from '../lib/invoicing/invoice-messages';
import { accountInPath } from '../lib/membership';
import { clientLinkPath, documentInPath } from './document-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const quoteId = documentInPath(event);
  const now = Date.now();
  const { token, total } = await sql.begin(async (tx) => {
    const [quote] = await tx<{ status: string; expiresAt: number | null }[]>`
      select status, expires_at::float8 as "expiresAt" from quotes
      where account_id = ${accountId} and id = ${quoteId} for update`;
    if (!quote) throw new HttpError(404, 'not_found', 'Quote not found');
    if (quote.status !== 'draft') throw new HttpError(409, 'quote_sent', 'This quote was sent already');
    if (quote.expiresAt !== null && quote.expiresAt < now) {
      throw new HttpError(409, 'quote_expired', 'The quote expires before it is sent');
    }
    const totals = await settleLines(tx, 'quote', quoteId);
    if (totals.lineCount === 0) throw new HttpError(409, 'quote_empty', 'A quote needs at least one line');
    await tx`update quotes set status = 'sent', sent_at = ${now}, updated_at = ${now} where id = ${quoteId}`;
    return { token: await createDocumentLink(tx, accountId, { kind: 'quote', id: quoteId }), total: totals.total };
  });
  const mailed = await mailSafely(sql, { quoteId }, (tx) => sendQuoteMail(tx, quoteId));
  return json(200, {
    quote: { id: quoteId, status: 'sent', sentAt: now, total },
    linkPath: await clientLinkPath(sql, accountId, 'quote', token),
    mailed,
  });
});
