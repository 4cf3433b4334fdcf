// GET /api/accounts/{id}/card-payments: whether the studio's Stripe account is connected and may
// take card payments (owners and managers), and the platform's fee on each payment, in basis
// points. Until it may, each read asks the provider again, so Settings shows the truth even before
// the webhook's event arrives.
import { needs } from '@core/domain/roles';
import { cardPayments } from '../lib/card-payments/card-payments';
import { platformFeeBasisPoints } from '../lib/card-payments/platform-fee';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';

type Connection = { connectedAccountId: string; chargesEnabled: boolean; detailsSubmitted: boolean };

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  let [connection] = await sql<Connection[]>`
    select stripe_account_id as "connectedAccountId", charges_enabled as "chargesEnabled",
           details_submitted as "detailsSubmitted"
    from payment_accounts where account_id = ${accountId}`;
  const feeBasisPoints = platformFeeBasisPoints();
  if (!connection)
    return json(200, { connected: false, chargesEnabled: false, detailsSubmitted: false, feeBasisPoints });
  if (!connection.chargesEnabled) {
    const account = await cardPayments().readAccount(connection.connectedAccountId);
    [connection] = await sql<Connection[]>`
      update payment_accounts set charges_enabled = ${account.chargesEnabled},
        details_submitted = ${account.detailsSubmitted}, updated_at = private.now_ms()
      where account_id = ${accountId}
      returning stripe_account_id as "connectedAccountId", charges_enabled as "chargesEnabled",
                details_submitted as "detailsSubmitted"`;
  }
  return json(200, {
    connected: true,
    chargesEnabled: connection!.chargesEnabled,
    detailsSubmitted: connection!.detailsSubmitted,
    feeBasisPoints,
  });
});
