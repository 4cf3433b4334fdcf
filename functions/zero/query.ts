// POST /api/zero/query: zero-cache asks which ZQL a named query stands for. The caller is
// verified from the forwarded bearer token; a query naming an account the caller is not in
// is refused outright (the queries also filter by membership themselves).
import { ApplicationError, type ReadonlyJSONValue } from '@rocicorp/zero';
import { handleQueryRequest } from '@rocicorp/zero/server';
import { holdsUnstorableText } from '@core/domain/text';
import { schema } from '@core/zero/schema';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { jsonBody } from '../lib/input';
import { asksForForeignAccount, zeroContext } from './context';
import { registeredQuery } from './registry';

export const handler = defineHandler(async (event) => {
  const ctx = await zeroContext(event);
  const response = await handleQueryRequest({
    schema,
    userID: ctx.userID,
    query: event.queryStringParameters as Record<string, string>,
    body: jsonBody(event) as ReadonlyJSONValue,
    handler: (name, args) => {
      const query = registeredQuery(name);
      if (!query) throw new Error(`No query named ${name}`);
      if (asksForForeignAccount(ctx, args)) throw new Error(`Not a member of the account asked for by ${name}`);
      // zero-cache would run it on its replica, and /api/zero/read refuses the same arguments.
      if (holdsUnstorableText(args)) throw new ApplicationError('invalid_text');
      return query.fn({ args, ctx });
    },
  });
  return json(200, response);
});
