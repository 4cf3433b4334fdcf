// Paying an order with extra photos finishes the client's selection, as "I've finished choosing"
// does: it locks until the photographer reopens it.
import type postgres from 'postgres';

export type GalleryClient = { accountId: string; galleryId: string; inviteId: string };

export async function finishSelection(tx: postgres.TransactionSql, client: GalleryClient): Promise<void> {
  await tx`
    update gallery_invites set selection_locked_at = coalesce(selection_locked_at, private.now_ms())
    where account_id = ${client.accountId} and id = ${client.inviteId}`;
}
