// POST /api/accounts/{id}/quotes/{documentId}/send: a draft quote becomes sent, and gets the link
// its client opens it with to accept or decline, by mail when the client has an address. From
// then on it no longer changes.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { createDocumentLink } from '../lib/client-links';
import { mailSafely, sendQuoteMail } from '../lib/invoicing/invoice-messages';
import { markQuoteSent } from '../lib/invoicing/quote-answers';
import { accountInPath } from '../lib/membership';
import { clientLinkPath, documentInPath } from './document-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const quoteId = documentInPath(event);
  const now = Date.now();
  const { token, total } = await sql.begin(async (tx) => ({
    total: await markQuoteSent(tx, accountId, quoteId, now),
    token: await createDocumentLink(tx, accountId, { kind: 'quote', id: quoteId }),
  }));
  const mailed = await mailSafely(sql, { quoteId }, (tx) => sendQuoteMail(tx, quoteId));
  return json(200, {
    quote: { id: quoteId, status: 'sent', sentAt: now, total },
    linkPath: await clientLinkPath(sql, accountId, 'quote', token),
    mailed,
  });
});
