// POST /api/zero/mutate: zero-cache forwards the client's mutations; each runs its mutator
// authoritatively in a Postgres transaction with the server-built context.
import { mustGetMutator, type ReadonlyJSONValue } from '@rocicorp/zero';
import { handleMutateRequest } from '@rocicorp/zero/server';
import { zeroPostgresJS } from '@rocicorp/zero/server/adapters/postgresjs';
import { mutators } from '../../core/zero/mutators';
import { schema } from '../../core/zero/schema';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { bodyText, HttpError, json } from '../lib/http';
import { zeroContext } from './context';

let dbProvider: ReturnType<typeof zeroPostgresJS<typeof schema>> | undefined;

export const handler = defineHandler(async (event) => {
  const ctx = await zeroContext(event);
  let body: ReadonlyJSONValue;
  try {
    body = JSON.parse(bodyText(event)) as ReadonlyJSONValue;
  } catch {
    throw new HttpError(400, 'invalid_input', 'Body is not valid JSON');
  }
  dbProvider ??= zeroPostgresJS(schema, getSql());
  const response = await handleMutateRequest({
    dbProvider,
    userID: ctx.userID,
    query: event.queryStringParameters as Record<string, string>,
    body,
    handler: (transact) =>
      transact((tx, name, args) => mustGetMutator(mutators, name).fn({ tx, args, ctx })),
  });
  return json(200, response);
});
