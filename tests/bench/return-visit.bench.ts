// A return visit to the back office, in headless Chromium (issue 62): a browser profile that
// opened the back office once (its service worker installed), started again and sent to /app,
// online, five times:
//   - bytes of JavaScript the visit took from the network: every script the page or the service
//     worker fetched that the worker did not serve from the device. Budget: 0;
//   - LCP of /app, served by the service worker. Budget: 500 ms, median of 5.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Response } from '@playwright/test';
import { newId } from '../../core/domain/ids';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type BenchContext, type Benchmark } from './bench';
import { BENCH_PASSWORD, signInAsBenchUser } from './bench-studio';
import { observeVitals, readVitals } from './web-vitals';

const VISITS = 5;
// Long enough for Home's last large paint after its rows arrive.
const SETTLE_MS = 1500;

const launchProfile = (dir: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, locale: 'en-US' });

/** The first visit: signed in, /app opened, and the service worker installed with every file. */
async function firstVisit(ctx: BenchContext, profile: string): Promise<void> {
  const email = `bench-return-${newId().slice(0, 8).toLowerCase()}@example.com`;
  await ctx.createUser({ email, password: BENCH_PASSWORD });
  const context = await launchProfile(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInAsBenchUser(page, ctx.origin, email);
    await page.getByTestId('home-outstanding').waitFor({ timeout: 60_000 });
    // A version activates once it has stored every file.
    const activated = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/app'))?.active?.state === 'activated');
    for (const started = Date.now(); !(await activated()); await page.waitForTimeout(250)) {
      if (Date.now() - started > 120_000) throw new Error('the service worker did not install in 2 minutes');
    }
  } finally {
    await context.close();
  }
}

/** Scripts a context took from the network: the pages' that the worker did not serve, and the worker's own. */
function scriptsFromNetwork(context: BrowserContext): () => Promise<number> {
  const sizes: Promise<number>[] = [];
  context.on('response', (response: Response) => {
    const request = response.request();
    const script = request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');
    if (!script || response.fromServiceWorker()) return;
    sizes.push(request.sizes().then(({ responseBodySize }) => responseBodySize));
  });
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

async function returnVisit(origin: string, profile: string): Promise<{ lcp: number; bytes: number }> {
  const context = await launchProfile(profile);
  try {
    const networkBytes = scriptsFromNetwork(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await observeVitals(page);
    const response = await page.goto(`${origin}/app`);
    if (!response?.fromServiceWorker()) throw new Error('/app did not come from the service worker');
    await page.getByTestId('home-outstanding').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    return { lcp: (await readVitals(page)).lcp, bytes: await networkBytes() };
  } finally {
    await context.close();
  }
}

const benchmark: Benchmark = {
  name: 'Back office, return visit',
  async run(ctx) {
    const profile = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-return-'));
    try {
      await firstVisit(ctx, profile);
      const visits = [];
      for (let i = 0; i < VISITS; i++) visits.push(await returnVisit(ctx.origin, profile));
      ctx.log(`LCP ${visits.map(({ lcp }) => Math.round(lcp)).join(', ')} ms`);
      ctx.log(`JavaScript from the network ${visits.map(({ bytes }) => bytes).join(', ')} bytes`);
      return [
        {
          name: 'return visit: JavaScript from the network (most)',
          value: Math.max(...visits.map(({ bytes }) => bytes)),
          unit: 'bytes',
          budget: 0,
        },
        {
          name: 'return visit: LCP of /app from the worker (p50)',
          value: percentile(
            visits.map(({ lcp }) => lcp),
            50,
          ),
          unit: 'ms',
          budget: 500,
        },
      ];
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  },
};

export default benchmark;
