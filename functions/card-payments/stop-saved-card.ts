// DELETE /api/accounts/{id}/invoices/{invoiceId}/saved-card: the studio stops the automatic
// charges of an invoice by forgetting the card the client kept. Each queued charge looks for the
// card when it runs (chargeInstalment), so deleting our row is enough: no call to Stripe, which is
// why the route is not among BILLING_ROUTES. 204 whether or not a card was kept.
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const invoiceId = parseInput(event.pathParameters?.invoiceId, entityId);
  const [invoice] = await sql`
    with forgotten as (
      delete from private.invoice_saved_cards where account_id = ${accountId} and invoice_id = ${invoiceId}
    )
    select 1 from invoices where id = ${invoiceId} and account_id = ${accountId}`;
  if (!invoice) throw new HttpError(404, 'not_found', 'Invoice not found');
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
