// POST /api/zero/mutate: zero-cache forwards the client's mutations; each runs its mutator
// authoritatively in a Postgres transaction with the server-built context, then whatever the
// mutator left for after the commit (server-mutators.ts).
import { ApplicationError, InputValidationError, mustGetMutator, type ReadonlyJSONValue } from '@rocicorp/zero';
import { handleMutateRequest, isApplicationError } from '@rocicorp/zero/server';
import { isErrorCode } from '@core/domain/errors';
import { holdsUnstorableText } from '@core/domain/text';
import { defineHandler, logError } from '../lib/handler';
import { json } from '../lib/http';
import { databaseRefusal, isUnstorableTextError, jsonBody } from '../lib/input';
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
    // Zero logs every refused mutation as a warning with its stack; refusals are answers, so
    // its log keeps errors and the mutator's own failures are logged below.
    logLevel: 'error',
    handler: async (transact) => {
      const { result: response, tasks } = await collectingPostCommitTasks(() =>
        transact(async (tx, name, args) => {
          try {
            if (holdsUnstorableText(args)) throw new ApplicationError('invalid_text');
            await mustGetMutator(serverMutators, name).fn({ tx, args, ctx });
          } catch (error) {
            // The product's code, not Postgres's own message, for text the check above missed.
            if (isUnstorableTextError(error)) throw new ApplicationError('invalid_text');
            // A rule only the database keeps (an issued invoice never changes) answers with its code.
            const refusal = databaseRefusal(error);
            if (refusal) throw new ApplicationError(refusal);
            if (!isRefusal(error)) logError(event, error);
            throw error;
          }
        }),
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

/** A refusal the mutators make on purpose (a stable error code), or input their schema rejects. */
function isRefusal(error: unknown): boolean {
  if (error instanceof InputValidationError) return true;
  return isApplicationError(error) && isErrorCode(error.message) && error.message !== 'internal';
}
