// GET /api/accounts/{id}/team: the studio's people and pending invitations, for its owners.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { pendingInvitations, teamMembers } from './team-rows';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const [members, invitations] = await Promise.all([
    teamMembers(sql, accountId, caller.userId),
    pendingInvitations(sql, accountId),
  ]);
  return json(200, { members, invitations }, { 'cache-control': 'no-store' });
});
