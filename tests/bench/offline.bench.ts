// The back office losing its network: time from the browser going offline (Chrome's network
// emulation, as a laptop leaving Wi-Fi) to the header's status saying "Offline", so nothing
// typed in that gap looks saved on the server. Budget (issue 30): under 5 s.
import { chromium } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type Benchmark } from './bench';

const TIMES = 5;
const PASSWORD = 'Bench-Password-42';

const benchmark: Benchmark = {
  name: 'Back office, losing the network',
  async run(ctx) {
    const email = `bench-offline-${newId().slice(0, 8).toLowerCase()}@example.com`;
    await ctx.createUser({ email, password: PASSWORD });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${ctx.origin}/login?lng=en`);
      const form = page.getByTestId('sign-in-form');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/app**');
      const status = page.getByTestId('sync-status');
      const samples: number[] = [];
      for (let i = 0; i < TIMES; i++) {
        await status.and(page.locator('[data-state="connected"]')).waitFor({ timeout: 60_000 });
        const started = performance.now();
        await context.setOffline(true);
        await status.and(page.locator('[data-state="offline"]')).waitFor({ timeout: 60_000 });
        samples.push(performance.now() - started);
        await context.setOffline(false);
      }
      ctx.log(`offline after ${samples.map((ms) => Math.round(ms)).join(', ')} ms`);
      return [
        { name: 'network lost to "Offline" shown (p50)', value: percentile(samples, 50), unit: 'ms', budget: 5000 },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
