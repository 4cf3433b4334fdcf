// Wraps every /api handler: known failures become JSON errors with stable codes, anything
// else is logged as one JSON line and answered with a bare 500 (never a stack trace).
import {
  AnswerInstead,
  cameThroughTheOrigin,
  errorResult,
  HttpError,
  json,
  type ApiEvent,
  type ApiHandler,
  type ApiResult,
} from './http';
import { databaseRefusal, isUnstorableTextError, refuseUnstorableText, unstorableTextError } from './input';
import { withSentry } from './sentry';

export function defineHandler(fn: (event: ApiEvent) => Promise<ApiResult>): ApiHandler {
  return withSentry(async (event) => {
    try {
      // API Gateway's own endpoint stays open for zero-cache; anyone else goes through CloudFront.
      if (!cameThroughTheOrigin(event)) throw new HttpError(403, 'forbidden', 'Call the API through the site');
      // A decoded `%00` in the address would reach a query as text Postgres refuses.
      refuseUnstorableText([event.pathParameters, event.queryStringParameters]);
      return await fn(event);
    } catch (error) {
      if (error instanceof HttpError) return errorResult(error);
      if (error instanceof AnswerInstead) return error.respond(event);
      if (isUnstorableTextError(error)) return errorResult(unstorableTextError());
      const refusal = databaseRefusal(error);
      if (refusal) return errorResult(new HttpError(409, refusal, 'Refused by the database'));
      logError(event, error);
      return json(500, { error: { code: 'internal', message: 'Internal error' } });
    }
  });
}

/** One JSON line per failure, for errors a handler survives too (work left after a commit). */
export function logError(event: ApiEvent, error: unknown) {
  logFailure(eventLogContext(event), error);
}

/** Where a request's failures are logged from: its route and request id. */
export const eventLogContext = (event: ApiEvent) => ({
  route: event.routeKey,
  requestId: event.requestContext?.requestId,
});

/** One JSON line for a failure, with `context` saying where it happened (a route, a job). */
export function logFailure(context: Record<string, unknown>, error: unknown) {
  const detail = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { error };
  console.error(JSON.stringify({ level: 'error', ...context, ...detail }));
}
