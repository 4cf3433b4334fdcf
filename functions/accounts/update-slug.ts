// PATCH /api/accounts/{id}/slug: the studio's public address, /p/{slug}.
import { needs } from '@core/domain/roles';
import { slugInput } from '@core/domain/account';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';

const UNIQUE_VIOLATION = '23505';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { slug } = parseJsonBody(event, slugInput);
  try {
    await sql`update accounts set slug = ${slug} where id = ${accountId}`;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new HttpError(409, 'slug_taken', 'That address is already taken');
    }
    throw error;
  }
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
