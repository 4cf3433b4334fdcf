// Product analytics (PostHog, on its EU host unless configured otherwise; spec section 7): off
// unless a key is built in (VITE_POSTHOG_KEY). The SDK loads once the page is idle, never before
// the first screen. In the back office it keeps nothing on the device; on the public pages it
// waits for the visitor's consent (components/analytics-consent.tsx). What it may send is
// filtered by ./analytics-privacy.ts.
import { env } from '../config/env';
import type { AnalyticsPersistence } from './analytics-sdk';
import { ANALYTICS_CONSENT_KEY } from './storage-keys';
import { whenIdleAfterLoad } from './when-idle';

export type AnalyticsConsent = 'granted' | 'denied';

let started = false;

/** Whether there are analytics to ask about at all. */
export const analyticsConfigured = () => env.posthogKey !== undefined;

export function readAnalyticsConsent(): AnalyticsConsent | undefined {
  try {
    const stored = localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's answer, kept on this browser; agreeing starts analytics at once. */
export function answerAnalytics(consent: AnalyticsConsent): void {
  try {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
  } catch {
    // Blocked storage: the answer lasts for this page.
  }
  if (consent === 'granted') startAnalytics('localStorage+cookie');
}

/** Starts analytics once per page, when configured, after the page has loaded and gone idle. */
export function startAnalytics(persistence: AnalyticsPersistence): void {
  const key = env.posthogKey;
  if (!key || started) return;
  started = true;
  whenIdleAfterLoad(
    () => void import('./analytics-sdk').then(({ startPostHog }) => startPostHog(key, env.posthogHost, persistence)),
  );
}
