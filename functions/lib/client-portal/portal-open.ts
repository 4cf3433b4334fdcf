// Where an item of a client's portal opens (/p/{slug}/client/open/{kind}/{id}): a fresh client
// link minted at the click, so the list itself never holds one. A quote or an invoice opens on its
// own page by a new document link (a contract, a questionnaire and a proposal too); a gallery as its invite opens it (a token traded on the invite
// page), or at its address when it is public. Only the signed-in client's own items open.
import type postgres from 'postgres';
import type { PortalItemKind } from '@core/domain/client-portal';
import { createDocumentLink } from '../client-links';
import { newSecretToken } from '../secret-token';
import type { PortalClient } from './portal-sign-in';
import { portalGalleries } from './portal-view';

type Sql = postgres.Sql | postgres.TransactionSql;

/** Each document's table, and the states in which its client may open it (never a draft); a proposal while not withdrawn. */
const OPENED = {
  quote: { table: 'quotes', statuses: ['sent', 'accepted', 'declined'] },
  invoice: { table: 'invoices', statuses: ['issued', 'cancelled'] },
  contract: { table: 'contracts', statuses: ['sent', 'signed', 'completed'] },
  questionnaire: { table: 'questionnaire_responses', statuses: ['sent', 'started', 'submitted'] },
} as const;

/** The path under the studio's home (`quote/{token}`, …) the item opens at; undefined when it is not the client's. */
export async function openPortalItem(
  sql: Sql,
  client: PortalClient,
  kind: PortalItemKind,
  id: string,
  now = Date.now(),
): Promise<string | undefined> {
  const { accountId, customerId } = client;
  if (kind === 'gallery') {
    const [customer] = await sql<{ email: string }[]>`
      select email from customers where account_id = ${accountId} and id = ${customerId}`;
    const gallery = (await portalGalleries(sql, client, customer?.email ?? '', now)).find((found) => found.id === id);
    if (!gallery) return undefined;
    if (gallery.inviteId === null) return `gallery/${encodeURIComponent(id)}`;
    const { token, hash } = newSecretToken();
    await sql`update gallery_invites set portal_token_hash = ${hash} where id = ${gallery.inviteId}`;
    return `invite/${encodeURIComponent(id)}?token=${token}`;
  }
  if (kind === 'proposal') {
    const [proposal] = await sql<{ id: string }[]>`
      select id from proposals
      where account_id = ${accountId} and id = ${id} and customer_id = ${customerId} and void_at is null`;
    return proposal && `proposal/${await createDocumentLink(sql, accountId, { kind, id })}`;
  }
  const [document] = await sql<{ id: string }[]>`
    select id from ${sql(OPENED[kind].table)}
    where account_id = ${accountId} and id = ${id} and customer_id = ${customerId}
      and status in ${sql(OPENED[kind].statuses)}`;
  if (!document) return undefined;
  return `${kind}/${await createDocumentLink(sql, accountId, { kind, id })}`;
}
