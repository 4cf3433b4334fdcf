// Error reporting in production: when SENTRY_DSN is set, handlers run inside Sentry's Lambda
// wrapper. Locally and in tests there is no DSN and handlers run as they are.
import * as Sentry from '@sentry/aws-serverless';
import type { ApiHandler } from './http';

let initialised = false;

export function withSentry(handler: ApiHandler): ApiHandler {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return handler;
  if (!initialised) {
    Sentry.init({ dsn, environment: process.env.STAGE, tracesSampleRate: 0 });
    initialised = true;
  }
  const wrapped = Sentry.wrapHandler(handler);
  return (event) => wrapped(event, {} as never, () => {}) as ReturnType<ApiHandler>;
}
