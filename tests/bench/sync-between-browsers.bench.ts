// A change reaching a photographer's other browser: a customer saved in one signed-in browser,
// from the dialog's Save to its row painted in the second browser's customers list, with no
// reload. Budget: 1 s, as a photographer working on a laptop and a tablet at once expects.
import { chromium, type Page } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type Benchmark } from './bench';
import { BENCH_PASSWORD, signInAsBenchUser } from './bench-studio';

const TIMES = 5;

async function openCustomers(page: Page, origin: string, email: string) {
  await signInAsBenchUser(page, origin, email);
  await page.goto(`${origin}/app/clients/customers`);
  await page.getByTestId('sync-status').and(page.locator('[data-state="connected"]')).waitFor({ timeout: 60_000 });
}

const benchmark: Benchmark = {
  name: 'A change reaching a second browser',
  async run(ctx) {
    const email = `bench-two-browsers-${newId().slice(0, 8).toLowerCase()}@example.com`;
    await ctx.createUser({ email, password: BENCH_PASSWORD });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const first = await (await browser.newContext()).newPage();
      const second = await (await browser.newContext()).newPage();
      await openCustomers(first, ctx.origin, email);
      await openCustomers(second, ctx.origin, email);
      const dialog = first.getByTestId('customer-dialog');
      const samples: number[] = [];
      for (let i = 0; i < TIMES; i++) {
        const name = `Second browser ${i}`;
        await first.getByRole('button', { name: 'New customer' }).first().click();
        await dialog.getByLabel('Name').fill(name);
        const saved = performance.now();
        await dialog.getByRole('button', { name: 'Save' }).click();
        await second.getByTestId('customer-row').filter({ hasText: name }).waitFor({ timeout: 60_000 });
        samples.push(performance.now() - saved);
        await dialog.waitFor({ state: 'hidden' });
      }
      ctx.log(`reached the second browser after ${samples.map((ms) => Math.round(ms)).join(', ')} ms`);
      return [
        {
          name: 'customer saved to its row in a second browser (p50)',
          value: percentile(samples, 50),
          unit: 'ms',
          budget: 1000,
        },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
