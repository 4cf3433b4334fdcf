// PATCH /api/accounts/{id}/slug: the studio's public address, /p/{slug}. The database keeps the
// address it leaves as its own for a grace period (./former-slugs.ts): links already given out
// redirect from it, and no other studio may take it meanwhile.
import { needs } from '@core/domain/roles';
import { slugInput } from '@core/domain/account';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { accountsOf } from './account-row';
import { SLUG_ON_HOLD } from './former-slugs';

const UNIQUE_VIOLATION = '23505';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { slug } = parseJsonBody(event, slugInput);
  try {
    await sql`update accounts set slug = ${slug} where id = ${accountId}`;
  } catch (error) {
    const { code } = error as { code?: string };
    if (code === UNIQUE_VIOLATION) throw new HttpError(409, 'slug_taken', 'That address is already taken');
    if (code === SLUG_ON_HOLD) throw new HttpError(409, 'slug_on_hold', 'Another studio left that address recently');
    throw error;
  }
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
