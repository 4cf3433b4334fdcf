// PostHog's browser SDK as the product runs it, in a module of its own so it loads only when
// analytics start (./analytics.ts). The slim build with the extensions the spec names (autocapture,
// page views and leaves, web vitals, exceptions) and nothing fetched from PostHog's servers at
// run time: the pages' CSP admits no script from elsewhere.
import posthog from 'posthog-js/dist/module.slim.no-external';
import { AnalyticsExtensions, ErrorTrackingExtensions } from 'posthog-js/dist/extension-bundles';
import { privateEvent } from './analytics-privacy';

/** `memory`: nothing kept on the device; `localStorage+cookie` once a visitor has agreed. */
export type AnalyticsPersistence = 'memory' | 'localStorage+cookie';

export function startPostHog(key: string, host: string, persistence: AnalyticsPersistence): void {
  posthog.init(key, {
    api_host: host,
    persistence,
    capture_pageview: 'history_change',
    capture_pageleave: true,
    autocapture: true,
    capture_exceptions: true,
    // Web vitals, but no network timings: those would list photo addresses.
    capture_performance: { web_vitals: true, network_timing: false },
    // Clicks are counted by element, never by what it says or links to (a client's name, a photo).
    mask_all_text: true,
    mask_all_element_attributes: true,
    disable_session_recording: true,
    // No one is identified: people are counted, never named.
    person_profiles: 'identified_only',
    before_send: privateEvent,
    __extensionClasses: { ...AnalyticsExtensions, ...ErrorTrackingExtensions },
  });
}
