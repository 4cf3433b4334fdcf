// PATCH /api/accounts/{id}/slug: the studio's public address, /p/{slug}.
import { entityId } from '@core/domain/ids';
import { slugInput } from '@core/domain/account';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { requireOwner, targetAccount } from '../lib/membership';
import { accountsOf } from './account-row';

const UNIQUE_VIOLATION = '23505';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const accountId = targetAccount(event, parseInput(event.pathParameters?.id, entityId));
  const { slug } = parseJsonBody(event, slugInput);
  const sql = getSql();
  await requireOwner(sql, caller.userId, accountId);
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
