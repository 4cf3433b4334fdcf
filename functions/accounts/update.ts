// PATCH /api/accounts/{id}: rename a studio or change its account-level settings.
import { z } from 'zod';
import { entityId } from '../../core/domain/ids';
import { timeZone } from '../../core/domain/studio-time';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { requireOwner, targetAccount } from '../lib/membership';
import { accountsOf } from './account-row';

const patch = z
  .strictObject({
    name: z.string().trim().min(1, 'required').max(200, 'tooLong').optional(),
    // Known settings are checked here, not only in the browser: readers trust what is stored.
    settings: z.object({ timeZone: timeZone.optional() }).catchall(z.json()).optional(),
  })
  .refine((value) => value.name !== undefined || value.settings !== undefined, 'empty');

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const accountId = targetAccount(event, parseInput(event.pathParameters?.id, entityId));
  const changes = parseJsonBody(event, patch);
  const sql = getSql();
  await requireOwner(sql, caller.userId, accountId);
  await sql`
    update accounts set
      name = coalesce(${changes.name ?? null}, name),
      settings = settings || ${sql.json(changes.settings ?? {})}
    where id = ${accountId}`;
  const [account] = await accountsOf(sql, caller.userId, accountId);
  return json(200, { account });
});
