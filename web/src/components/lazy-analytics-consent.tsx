// The public pages' analytics question, its code fetched only where analytics are configured.
import { lazy, Suspense } from 'react';
import { analyticsConfigured } from '../lib/analytics';

const AnalyticsConsent = lazy(async () => ({ default: (await import('./analytics-consent')).AnalyticsConsent }));

export function LazyAnalyticsConsent() {
  if (!analyticsConfigured()) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsConsent />
    </Suspense>
  );
}
