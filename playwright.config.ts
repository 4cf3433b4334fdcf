import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './tests/support/ensure-chromium';

// Browser tests run in Debian's Chromium (Playwright's own download cannot work here) against
// the platform tests/run.ts starts; BASE_URL says where it is.
const baseURL = process.env.BASE_URL ?? 'http://localhost:3100';

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs against different platforms may go at once (TEST_PORT); each keeps its own traces,
  // or one run's clean-up deletes the files another is writing.
  outputDir: `test-results/${new URL(baseURL).port || 'default'}`,
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
});
