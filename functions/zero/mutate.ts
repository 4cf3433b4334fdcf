// POST /api/zero/mutate: zero-cache forwards the client's mutations; each runs its mutator
// authoritatively in a Postgres transaction with the server-built context, then whatever the
// mutator left for after the commit (server-mutators.ts).
import { mustGetMutator, type ReadonlyJSONValue } from '@rocicorp/zero';
import { handleMutateRequest } from '@rocicorp/zero/server';
import { defineHandler, logError } from '../lib/handler';
import { json } from '../lib/http';
import { jsonBody } from '../lib/input';
import { zeroContext } from './context';
import { zqlDatabase } from './database';
import { collectingPostCommitTasks, serverMutators } from './server-mutators';

export const handler = defineHandler(async (event) => {
  const ctx = await zeroContext(event);
  const response = await handleMutateRequest({
    dbProvider: zqlDatabase(),
    userID: ctx.userID,
    query: event.queryStringParameters as Record<string, string>,
    body: jsonBody(event) as ReadonlyJSONValue,
    handler: async (transact) => {
      const { result: response, tasks } = await collectingPostCommitTasks(() =>
        transact((tx, name, args) => mustGetMutator(serverMutators, name).fn({ tx, args, ctx })),
      );
      // Committed: the tasks run now, and a failing one is logged, not turned into a failed
      // mutation (the change stands; at worst an S3 object outlives its row).
      if (!('error' in response.result)) {
        for (const task of tasks) await task().catch((error: unknown) => logError(event, error));
      }
      return response;
    },
  });
  return json(200, response);
});
