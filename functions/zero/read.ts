// POST /api/zero/read {queries: [{name, args}]}: the results of a few named queries, read once
// from Postgres with the definitions and scoping zero-cache syncs (the same `queries`, a context
// built the same way), so it reads nothing the caller could not sync. A reloaded screen asks
// for its first rows here while the sync client is still opening its local store, so they
// need not wait for it (web/src/lib/first-rows.ts). One request for all of a screen's queries,
// so its rows and, say, the currency they are shown in arrive together.
import { InputValidationError, type AnyQuery, type ReadonlyJSONValue } from '@rocicorp/zero';
import { z } from 'zod';
import type { ZeroContext } from '@core/zero/context';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { asksForForeignAccount, zeroContext } from './context';
import { zqlDatabase } from './database';
import { registeredQuery } from './registry';

const readRequest = z.object({
  queries: z
    .array(z.object({ name: z.string().min(1).max(100), args: z.json().optional() }))
    .min(1)
    .max(5),
});

/** The ZQL `name` stands for with `args`, or the refusal the caller gets. */
function namedQuery(ctx: ZeroContext, name: string, args: ReadonlyJSONValue | undefined): AnyQuery {
  const query = registeredQuery(name);
  if (!query) throw new HttpError(404, 'not_found', `No query named ${name}`);
  // An account the caller is not in answers like one that does not exist, as elsewhere in /api.
  if (asksForForeignAccount(ctx, args)) throw new HttpError(404, 'not_found', 'Account not found');
  try {
    return query.fn({ args, ctx });
  } catch (error) {
    if (error instanceof InputValidationError) throw new HttpError(400, 'invalid_input', error.message);
    throw error;
  }
}

export const handler = defineHandler(async (event) => {
  const ctx = await zeroContext(event);
  const requested = parseJsonBody(event, readRequest).queries;
  // Every query is checked before any is run: one refusal answers for the whole request.
  const zql = requested.map(({ name, args }) => namedQuery(ctx, name, args as ReadonlyJSONValue | undefined));
  const database = zqlDatabase();
  // A `.one()` query without a row answers null (JSON has no undefined).
  const results = await Promise.all(zql.map(async (query) => (await database.run(query)) ?? null));
  return json(200, { results });
});
