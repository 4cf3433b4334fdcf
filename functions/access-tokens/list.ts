// GET /api/accounts/{id}/access-tokens: the caller's own access tokens for the studio, with their
// expiry and last use, never their secrets.
import { needs } from '@core/domain/roles';
import { memberAccessTokens } from '../lib/access-tokens';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  return json(200, { tokens: await memberAccessTokens(sql, { accountId, userId: caller.userId }) });
});
