// POST /api/public/invoices/{token}/pay {instalmentId?}: the client, by the invoice's link, asks to
// pay an instalment by card (the first one still owed, unless named) and gets the payment page of
// the studio's own Stripe account: {url}, which brings them back to the invoice's page. Refusals
// as functions/lib/card-payments/instalment-checkout.ts says.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { startInstalmentCheckout } from '../lib/card-payments/instalment-checkout';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { documentLinkPath, findLinkedDocument } from '../lib/client-links';

const payRequest = z.strictObject({ instalmentId: z.optional(entityId) });

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const token = event.pathParameters?.token ?? '';
  const { instalmentId } = parseJsonBody(event, payRequest);
  const linked = await findLinkedDocument(sql, token);
  if (linked?.kind !== 'invoice') throw new HttpError(404, 'link_not_found', 'No invoice has this link');
  const url = await startInstalmentCheckout(sql, {
    accountId: linked.accountId,
    invoiceId: linked.id,
    ...(instalmentId ? { instalmentId } : {}),
    returnPath: (slug) => documentLinkPath(slug, 'invoice', token),
  });
  return json(200, { url });
});
