// DELETE /api/accounts/{id}/team/invitations/{invitationId}: the invitation's link stops working.
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const id = parseInput(event.pathParameters?.invitationId, entityId);
  const deleted = await sql`delete from team_invitations where id = ${id} and account_id = ${accountId} returning id`;
  if (deleted.length === 0) throw new HttpError(404, 'not_found', 'Invitation not found');
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
