// POST /api/accounts/{id}/access-tokens {name, days}: a new access token of the caller's for the
// studio. Its secret is in this answer only; the database keeps its hash.
import { accessTokenRequest } from '@core/domain/access-token';
import { needs } from '@core/domain/roles';
import { createAccessToken } from '../lib/access-tokens';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.manage);
  const request = parseJsonBody(event, accessTokenRequest);
  return json(201, await createAccessToken(sql, { accountId, userId: caller.userId }, request));
});
