// A gallery's publication or expiry moves the steps of every session it belongs to.
import type postgres from 'postgres';
import { planSessionSteps } from './plan-session-steps';

export async function planGallerySessions(tx: postgres.TransactionSql, accountId: string, galleryId: string) {
  const sessions = await tx<{ id: string }[]>`
    select id from sessions where account_id = ${accountId} and gallery_id = ${galleryId} order by id`;
  for (const { id } of sessions) await planSessionSteps(tx, accountId, id);
}
