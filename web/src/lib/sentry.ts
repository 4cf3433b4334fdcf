import type * as SentryModule from './sentry-sdk';
import { env } from '../config/env';
import { whenIdleAfterLoad } from './when-idle';

// Loaded only where a DSN is configured (locally nothing leaves the machine), and then once the
// page is idle after loading, or at the first error: a client opening a gallery never waits for
// the reporting SDK before seeing a photo.
let sentry: Promise<typeof SentryModule> | undefined;

function loadSentry(dsn: string): Promise<typeof SentryModule> {
  sentry ??= import('./sentry-sdk').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: import.meta.env.MODE,
      // Photographers' clients' names and e-mails stay out of reports.
      sendDefaultPii: false,
    });
    return Sentry;
  });
  return sentry;
}

export function initSentry(): void {
  const dsn = env.sentryDsn;
  if (!dsn) return;
  // Until the SDK's own handlers are in place, uncaught errors are caught here and reported
  // through it once it has loaded.
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  whenIdleAfterLoad(() => {
    void loadSentry(dsn).then(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
  });
}

/** Reports an error the UI caught and handled (nothing happens without a DSN). */
export function reportError(error: unknown, componentStack?: string): void {
  if (!env.sentryDsn) return;
  void loadSentry(env.sentryDsn).then((Sentry) =>
    Sentry.captureException(error, componentStack ? { contexts: { react: { componentStack } } } : undefined),
  );
}
