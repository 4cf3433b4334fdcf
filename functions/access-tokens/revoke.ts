// DELETE /api/accounts/{id}/access-tokens/{tokenId}: one of the caller's tokens stops working at
// once. Another member's token answers as a missing one.
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { revokeAccessToken } from '../lib/access-tokens';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const tokenId = parseInput(event.pathParameters?.tokenId, entityId);
  if (!(await revokeAccessToken(sql, { accountId, userId: caller.userId }, tokenId))) {
    throw new HttpError(404, 'not_found', 'Access token not found');
  }
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
