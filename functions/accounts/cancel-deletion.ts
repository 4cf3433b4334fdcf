// DELETE /api/accounts/{id}/deletion: an owner keeps the studio after all, before its purge.
import { needs } from '@core/domain/roles';
import { accountsOf } from './account-row';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  await sql`update accounts set deletion_scheduled_at = null, deletion_requested_by = null where id = ${accountId}`;
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
