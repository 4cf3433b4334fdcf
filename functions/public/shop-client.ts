// Who a shop request comes from: a client of the gallery, as for their selection (an invite, or a
// public gallery's visitor who gave their name), with what checkout needs of the gallery.
import type postgres from 'postgres';
import type { ApiEvent } from '../lib/http';
import type { CheckoutClient } from '../lib/shop/order-checkout';
import { selectionClient } from './selection-client';

export async function shopClient(sql: postgres.Sql, event: ApiEvent): Promise<CheckoutClient> {
  const client = await selectionClient(sql, event);
  return {
    accountId: client.accountId,
    id: client.id,
    inviteId: client.inviteId,
    name: client.name,
    accountSlug: client.accountSlug,
  };
}
