// Error reporting in production: when SENTRY_DSN is set, handlers (of /api routes and of the
// scheduled jobs) run inside Sentry's Lambda wrapper. Locally and in tests there is no DSN and
// handlers run as they are.
import * as Sentry from '@sentry/aws-serverless';

let initialised = false;

export function withSentry<E, R>(handler: (event: E) => Promise<R>): (event: E) => Promise<R> {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return handler;
  if (!initialised) {
    Sentry.init({ dsn, environment: process.env.STAGE, tracesSampleRate: 0 });
    initialised = true;
  }
  const wrapped = Sentry.wrapHandler(handler);
  return (event) => wrapped(event, {} as never, () => {}) as Promise<R>;
}
