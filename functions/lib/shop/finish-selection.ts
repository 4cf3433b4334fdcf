// Paying an order with extra photos finishes the client's selection, as "I've finished choosing"
// does (functions/public/selection-send.ts): it locks until the photographer reopens it, and the
// package's Favourites are unlocked full size.
import type postgres from 'postgres';
import { unlockIncluded, type PackageClient } from '../gallery/unlocks';

export async function finishSelection(tx: postgres.TransactionSql, client: PackageClient): Promise<void> {
  await tx`
    update gallery_invites set selection_locked_at = coalesce(selection_locked_at, private.now_ms())
    where account_id = ${client.accountId} and id = ${client.inviteId}`;
  await unlockIncluded(tx, client);
}
