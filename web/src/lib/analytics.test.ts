// @vitest-environment happy-dom
// When analytics start, and how: never without a key, on the public pages only after the
// visitor agrees, and in the back office without keeping anything on the device. PostHog's own
// servers cannot run here: its SDK module is replaced at the one place the app starts it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_CONSENT_KEY } from './storage-keys';

const startPostHog = vi.fn();
vi.mock('./analytics-sdk', () => ({ startPostHog }));

async function analyticsWith(key: string | undefined) {
  vi.resetModules();
  vi.stubEnv('VITE_POSTHOG_KEY', key ?? '');
  return import('./analytics');
}

/** The page has loaded and gone idle, and the SDK's module has come. */
async function idle() {
  window.dispatchEvent(new Event('load'));
  await new Promise((resolve) => setTimeout(resolve, 20));
}

beforeEach(() => {
  localStorage.clear();
  startPostHog.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('analytics', () => {
  it('asks nothing and sends nothing without a key', async () => {
    const analytics = await analyticsWith(undefined);
    expect(analytics.analyticsConfigured()).toBe(false);
    analytics.startAnalytics('memory');
    await idle();
    expect(startPostHog).not.toHaveBeenCalled();
  });

  it('starts on a public page only once the visitor agrees, keeping the answer', async () => {
    const analytics = await analyticsWith('phc_test');
    expect(analytics.readAnalyticsConsent()).toBeUndefined();
    await idle();
    expect(startPostHog).not.toHaveBeenCalled();
    analytics.answerAnalytics('granted');
    await idle();
    expect(startPostHog).toHaveBeenCalledWith('phc_test', 'https://eu.i.posthog.com', 'localStorage+cookie');
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('granted');
  });

  it('starts nothing for a visitor who said no, and remembers it', async () => {
    const analytics = await analyticsWith('phc_test');
    analytics.answerAnalytics('denied');
    await idle();
    expect(startPostHog).not.toHaveBeenCalled();
    expect((await analyticsWith('phc_test')).readAnalyticsConsent()).toBe('denied');
  });

  it('starts once in the back office, keeping nothing on the device', async () => {
    const analytics = await analyticsWith('phc_test');
    analytics.startAnalytics('memory');
    analytics.startAnalytics('memory');
    await idle();
    expect(startPostHog).toHaveBeenCalledTimes(1);
    expect(startPostHog).toHaveBeenCalledWith('phc_test', 'https://eu.i.posthog.com', 'memory');
  });
});
