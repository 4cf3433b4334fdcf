// The back office without a network, in headless Chromium:
//   - time from the browser going offline (Chrome's network emulation, as a laptop leaving
//     Wi-Fi) to the header's status saying "Offline", so nothing typed in that gap looks saved
//     on the server. Budget (issue 30): under 5 s;
//   - a cold start with no network: a browser profile that opened the back office once, started
//     again offline, from navigation to the first row of the customers list painted (the
//     page's code from the service worker, the rows from Zero's store or the list's picture).
//     Budget (issue 30): under 1.0 s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type BenchContext, type Benchmark } from './bench';
import { BENCH_PASSWORD, signInAsBenchUser } from './bench-studio';
import { CUSTOMERS_SCREEN, onScreen, watchFirstRow } from './large-studio-pages';

const TIMES = 5;
const COLD_STARTS = 5;
const CUSTOMERS = 200;

type Photographer = { email: string; userId: string };

async function newPhotographer(ctx: BenchContext): Promise<Photographer> {
  const email = `bench-offline-${newId().slice(0, 8).toLowerCase()}@example.com`;
  return { email, userId: await ctx.createUser({ email, password: BENCH_PASSWORD }) };
}

async function networkLostToOffline(ctx: BenchContext): Promise<number[]> {
  const photographer = await newPhotographer(ctx);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsBenchUser(page, ctx.origin, photographer.email);
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
    return samples;
  } finally {
    await browser.close();
  }
}

const launchProfile = (dir: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });

async function coldStartsOffline(ctx: BenchContext): Promise<number[]> {
  const photographer = await newPhotographer(ctx);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-profile-'));
  try {
    // One visit online: signed in, the studio's rows synced, the service worker installed.
    const first = await launchProfile(profile);
    const page = first.pages()[0] ?? (await first.newPage());
    await signInAsBenchUser(page, ctx.origin, photographer.email);
    const [member] = await ctx.sql<{ account_id: string }[]>`
      select account_id from account_members where user_id = ${photographer.userId}`;
    if (!member) throw new Error('the photographer has no studio');
    for (let i = 0; i < CUSTOMERS; i++) {
      await ctx.sql`insert into customers (id, account_id, author_id, name)
                    values (${newId()}, ${member.account_id}, ${photographer.userId}, ${`Offline customer ${i}`})`;
    }
    await page.goto(`${ctx.origin}${CUSTOMERS_SCREEN.path}`);
    await page.locator(CUSTOMERS_SCREEN.row).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Zero writes its store to IndexedDB on a short idle timer.
    await page.waitForTimeout(2000);
    await first.close();

    const samples: number[] = [];
    for (let i = 0; i < COLD_STARTS; i++) {
      const cold = await launchProfile(profile);
      try {
        await cold.setOffline(true);
        const load = await watchFirstRow(cold, CUSTOMERS_SCREEN);
        const tab = cold.pages()[0] ?? (await cold.newPage());
        samples.push(onScreen(await load(tab, `${ctx.origin}${CUSTOMERS_SCREEN.path}`)));
      } finally {
        await cold.close();
      }
    }
    return samples;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

const benchmark: Benchmark = {
  name: 'Back office without a network',
  async run(ctx) {
    const lost = await networkLostToOffline(ctx);
    ctx.log(`offline after ${lost.map((ms) => Math.round(ms)).join(', ')} ms`);
    const cold = await coldStartsOffline(ctx);
    ctx.log(`cold starts offline to first row: ${cold.map((ms) => Math.round(ms)).join(', ')} ms`);
    return [
      { name: 'network lost to "Offline" shown (p50)', value: percentile(lost, 50), unit: 'ms', budget: 5000 },
      {
        name: 'cold start offline to first customers row (p50)',
        value: percentile(cold, 50),
        unit: 'ms',
        budget: 1000,
      },
    ];
  },
};

export default benchmark;
