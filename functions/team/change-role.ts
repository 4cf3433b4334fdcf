// PATCH /api/accounts/{id}/team/members/{userId} {role}: an owner changes someone's role. The
// Zero queries carry the membership, so the person's open screens follow at once.
import { needs } from '@core/domain/roles';
import { roleChangeRequest } from '@core/domain/team-requests';
import { z } from 'zod';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { lockMemberKeepingAnOwner, teamMembers } from './team-rows';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const userId = parseInput(event.pathParameters?.userId, z.uuid());
  const { role } = parseJsonBody(event, roleChangeRequest);
  await sql.begin(async (tx) => {
    await lockMemberKeepingAnOwner(tx, accountId, userId, role);
    await tx`update account_members set role = ${role} where account_id = ${accountId} and user_id = ${userId}`;
  });
  const [member] = await teamMembers(sql, accountId, caller.userId, userId);
  if (!member) throw new HttpError(404, 'not_found', 'Member not found');
  return json(200, { member });
});
