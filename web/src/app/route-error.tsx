import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '../components/error-fallback';
import { NotFound } from '../components/not-found';
import { reportError } from '../lib/sentry';

/** The router's errorElement: a missing page is a 404 screen, anything else is a crash. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // The router catches render errors before any React boundary sees them: report here.
    if (!notFound) reportError(error);
  }, [error, notFound]);

  return notFound ? <NotFound /> : <ErrorFallback />;
}
