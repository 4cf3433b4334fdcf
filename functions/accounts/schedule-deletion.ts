// POST /api/accounts/{id}/deletion {name}: an owner deletes the studio. Nothing goes yet: the
// purge (functions/jobs/) deletes its files and rows once the grace period is over, and until
// then an owner can cancel. Typing the studio's name again guards against a stray click.
import { DAY_MS } from '@core/domain/revenue';
import { needs } from '@core/domain/roles';
import { deletionRequest, STUDIO_DELETION_GRACE_DAYS } from '@core/domain/studio-data';
import { accountsOf } from './account-row';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { name } = parseJsonBody(event, deletionRequest);
  const [studio] = await sql<{ name: string }[]>`select name from accounts where id = ${accountId}`;
  if (!studio || studio.name.trim().toLowerCase() !== name.toLowerCase()) {
    throw new HttpError(400, 'deletion_confirmation_mismatch', 'The studio name does not match');
  }
  const purgeAt = Date.now() + STUDIO_DELETION_GRACE_DAYS * DAY_MS;
  await sql`
    update accounts set deletion_scheduled_at = ${purgeAt}, deletion_requested_by = ${caller.userId}
    where id = ${accountId} and deletion_scheduled_at is null`;
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
