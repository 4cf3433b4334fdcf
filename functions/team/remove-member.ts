// DELETE /api/accounts/{id}/team/members/{userId}: an owner removes someone, or anyone leaves
// the studio themselves. The Zero queries carry the membership, so the person's open screens
// stop receiving the studio's rows at once, and every handler refuses their next write.
import { needs, roleAtLeast } from '@core/domain/roles';
import { z } from 'zod';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { lockMemberKeepingAnOwner } from './team-rows';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql, role } = await accountInPath(event, needs.work);
  const userId = parseInput(event.pathParameters?.userId, z.uuid());
  if (userId !== caller.userId && !roleAtLeast(role, needs.own)) {
    throw new HttpError(403, 'forbidden', "Only a studio's owners remove other people");
  }
  await sql.begin(async (tx) => {
    await lockMemberKeepingAnOwner(tx, accountId, userId, undefined);
    await tx`delete from account_members where account_id = ${accountId} and user_id = ${userId}`;
  });
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
