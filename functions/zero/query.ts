// POST /api/zero/query: zero-cache asks which ZQL a named query stands for. The caller is
// verified from the forwarded bearer token; a query naming an account the caller is not in
// is refused outright (the queries also filter by membership themselves).
import type { ReadonlyJSONValue } from '@rocicorp/zero';
import { handleQueryRequest } from '@rocicorp/zero/server';
import { schema } from '../../core/zero/schema';
import { defineHandler } from '../lib/handler';
import { bodyText, HttpError, json } from '../lib/http';
import { asksForForeignAccount, zeroContext } from './context';
import { registeredQuery } from './registry';

export const handler = defineHandler(async (event) => {
  const ctx = await zeroContext(event);
  let body: ReadonlyJSONValue;
  try {
    body = JSON.parse(bodyText(event)) as ReadonlyJSONValue;
  } catch {
    throw new HttpError(400, 'invalid_input', 'Body is not valid JSON');
  }
  const response = await handleQueryRequest({
    schema,
    userID: ctx.userID,
    query: event.queryStringParameters as Record<string, string>,
    body,
    handler: (name, args) => {
      const query = registeredQuery(name);
      if (!query) throw new Error(`No query named ${name}`);
      if (asksForForeignAccount(ctx, args)) throw new Error(`Not a member of the account asked for by ${name}`);
      return query.fn({ args, ctx });
    },
  });
  return json(200, response);
});
