// What a visitor downloads: for each kind of page, the JavaScript a first visit loads before the
// page is idle (each script's body compressed with gzip -9, as a CDN would serve it), and its LCP,
// in headless Chromium with an empty cache and no service worker. Budgets (issue 35): landing
// 100 KB; the public gallery and the studio's site 120 KB. The back office's (issue 62), above
// its stack's floor of 257.4 KB: Home 310 KB, customers 340 KB, a gallery 360 KB, scheduling
// with its calendar 420 KB.
// The gallery sells (a price list and a package, issue 60), and is visited as a new visitor and
// as its client, whose page reads their selection and, once they point, shows the shop's buttons.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import sharp from 'sharp';
import { newId } from '../../core/domain/ids';
import { getS3 } from '../../functions/lib/storage/s3';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import type { BenchContext, Benchmark, Measurement } from './bench';
import { addBenchShop, BENCH_PASSWORD, seedBenchStudio } from './bench-studio';
import { countScripts } from './web-vitals';

const KB = 1024;
/** After the network has gone quiet: late scripts (a lazy chunk after the first render) count. */
const SETTLE_MS = 1500;

type Studio = { email: string; slug: string; galleryId: string };

type PageLoad = {
  path: string;
  budget?: number;
  /** Who visits: a new visitor, the gallery's client (their token kept on the device), or the photographer. */
  as: 'visitor' | 'client' | 'member';
  /** A control (its test id) whose page waits for the visitor to reach for it before loading React. */
  thenPointAt?: string;
};

async function seedStudio(ctx: BenchContext): Promise<Studio> {
  const { email, userId, accountId, slug, galleryId } = await seedBenchStudio(ctx, 'js', 'Spring portraits');
  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#8a9a7b' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  for (let order = 0; order < 6; order++) {
    const fileId = `${accountId}/${galleryId}/${newId()}`;
    await getS3().send(
      new PutObjectCommand({ Bucket: ctx.bucket, Key: fileId, Body: photo, ContentType: 'image/jpeg' }),
    );
    await ctx.sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
                  values (${newId()}, ${accountId}, ${userId}, ${galleryId}, ${`IMG_${order + 1}.jpg`}, ${fileId},
                          ${photo.length}, 'image/jpeg', 1800, 1200, ${order})`;
  }
  await addBenchShop(ctx, { accountId, userId, galleryId });
  return { email, slug, galleryId };
}

/** The signed-in browser's storage (the auth session, the remembered studio) to start pages from. */
async function signedInState(browser: Browser, origin: string, { email }: Studio) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${origin}/login?lng=en`);
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('home-outstanding').waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * The storage of a device where the public gallery's visitor gave their name: the token their
 * selection (and the gallery's shop) is asked with, as the page keeps it (gallery-access.ts).
 */
async function clientState(
  origin: string,
  { slug, galleryId }: Studio,
): Promise<BrowserContextOptions['storageState']> {
  const res = await fetch(`${origin}/api/p/${slug}/gallery/${galleryId}/visitors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Client', email: `client-${galleryId}@example.com`, language: 'en' }),
  });
  if (!res.ok) throw new Error(`the bench visitor was refused: ${res.status}`);
  const { access } = (await res.json()) as { access: { token: string; expiresAt: number } };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: `gallery-client:${galleryId}`, value: JSON.stringify(access) }] }],
  };
}

/**
 * A first visit to `path`: the gzipped bytes of every script it loaded before idle, and its LCP;
 * with `thenPointAt`, also the bytes once the pointer has moved onto that control.
 */
async function firstVisit(
  browser: Browser,
  origin: string,
  path: string,
  options: BrowserContextOptions,
  thenPointAt?: string,
) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) (window as unknown as { __lcp: number }).__lcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const loaded = countScripts(page);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { bytes, count } = await loaded();
    const lcp = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
    if (!thenPointAt) return { bytes, count, lcp };
    await page.getByTestId(thenPointAt).hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return { bytes, count, lcp, afterPointing: (await loaded()).bytes };
  } finally {
    await context.close();
  }
}

const benchmark: Benchmark = {
  name: 'JavaScript a first visit loads, per page',
  async run(ctx) {
    const studio = await seedStudio(ctx);
    const pages: PageLoad[] = [
      { path: '/?lng=en', budget: 100 * KB, as: 'visitor', thenPointAt: 'theme-switcher' },
      { path: '/login?lng=en', as: 'visitor' },
      { path: `/p/${studio.slug}`, budget: 120 * KB, as: 'visitor' },
      { path: `/p/${studio.slug}/gallery/${studio.galleryId}`, budget: 120 * KB, as: 'visitor' },
      // The shop's buttons come once the client reaches for the page: reported once pointed at.
      {
        path: `/p/${studio.slug}/gallery/${studio.galleryId}?as=client`,
        budget: 120 * KB,
        as: 'client',
        thenPointAt: 'gallery-hero',
      },
      { path: '/app', budget: 310 * KB, as: 'member' },
      { path: '/app/clients/customers', budget: 340 * KB, as: 'member' },
      { path: `/app/galleries/${studio.galleryId}`, budget: 360 * KB, as: 'member' },
      { path: '/app/scheduling', budget: 420 * KB, as: 'member' },
    ];
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const states = {
        visitor: undefined,
        client: await clientState(ctx.origin, studio),
        member: await signedInState(browser, ctx.origin, studio),
      };
      const measurements: Measurement[] = [];
      for (const { path, budget, as, thenPointAt } of pages) {
        const shown = path.replace(studio.slug, '{slug}').replace(studio.galleryId, '{id}').replace('?lng=en', '');
        const storageState = states[as];
        const visit = await firstVisit(browser, ctx.origin, path, storageState ? { storageState } : {}, thenPointAt);
        ctx.log(`${shown}: ${visit.count} scripts, ${Math.round(visit.bytes / KB)} KB gzipped`);
        measurements.push(
          { name: `${shown} JavaScript (gzip)`, value: visit.bytes, unit: 'bytes', ...(budget ? { budget } : {}) },
          { name: `${shown} LCP`, value: visit.lcp, unit: 'ms' },
        );
        // What a visitor who reaches for the page's menus loads in all: reported, not budgeted.
        if (visit.afterPointing !== undefined) {
          measurements.push({
            name: `${shown} JavaScript once pointed at (gzip)`,
            value: visit.afterPointing,
            unit: 'bytes',
          });
        }
      }
      return measurements;
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
