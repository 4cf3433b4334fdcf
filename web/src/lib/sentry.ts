import type * as SentryModule from './sentry-sdk';
import { env } from '../config/env';

// Loaded only where a DSN is configured: locally nothing leaves the machine, and nobody
// downloads the reporting SDK for a deployment that does not use it.
let sentry: Promise<typeof SentryModule> | undefined;

export function initSentry(): void {
  if (!env.sentryDsn || sentry) return;
  const dsn = env.sentryDsn;
  sentry = import('./sentry-sdk').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: import.meta.env.MODE,
      // Photographers' clients' names and e-mails stay out of reports.
      sendDefaultPii: false,
    });
    return Sentry;
  });
}

/** Reports an error the UI caught and handled (nothing happens without a DSN). */
export function reportError(error: unknown, componentStack?: string): void {
  void sentry?.then((Sentry) =>
    Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined),
  );
}
