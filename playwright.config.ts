import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM } from './tests/support/ensure-chromium';
import { platformOrigin } from './tests/support/env';

// Browser tests run in Debian's Chromium headless shell (Playwright's own download cannot work
// here) against the platform tests/run.ts starts (or one started by hand: tests/support/env.ts).
const baseURL = platformOrigin();

export default defineConfig({
  testDir: 'tests/e2e',
  // Runs against different platforms may go at once (TEST_PORT); each keeps its own traces,
  // or one run's clean-up deletes the files another is writing.
  outputDir: `test-results/${new URL(baseURL).port || 'default'}`,
  testMatch: '**/*.spec.ts',
  // Each test signs up a studio of its own, so tests run side by side; one tagged @exclusive runs
  // alone (tests/e2e/support/test.ts).
  fullyParallel: true,
  // Two: the browsers take most of the CPU, and a third worker only slows every test down.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails now and then is mended at its cause, never run again until it passes.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // A failure's trace keeps its DOM snapshots; a screencast of every test cost a third of the CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Installing the back office's worker stores every screen's code in each new browser, which
    // loaded machines paid for in every test; only the tests of working offline need it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
});
