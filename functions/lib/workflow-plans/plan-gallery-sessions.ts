// A gallery's publication, expiry or deletion moves the steps of every session it belongs to.
import type postgres from 'postgres';
import { planSessionSteps } from './plan-session-steps';

/** The sessions gallery `galleryId` belongs to: read before its deletion unlinks them. */
export async function gallerySessionIds(tx: postgres.TransactionSql, accountId: string, galleryId: string) {
  const sessions = await tx<{ id: string }[]>`
    select id from sessions where account_id = ${accountId} and gallery_id = ${galleryId} order by id`;
  return sessions.map(({ id }) => id);
}

export async function planSessions(tx: postgres.TransactionSql, accountId: string, sessionIds: readonly string[]) {
  for (const id of sessionIds) await planSessionSteps(tx, accountId, id);
}

export async function planGallerySessions(tx: postgres.TransactionSql, accountId: string, galleryId: string) {
  await planSessions(tx, accountId, await gallerySessionIds(tx, accountId, galleryId));
}
