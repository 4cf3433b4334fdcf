// The public gallery with 2,000 photos, selling prints and downloads (a price list and a package,
// issue 60), as a client's browser first sees it (headless Chromium, 1280×800): DOM size, image requests before any scroll, LCP and CLS. Budgets (issue 4): CLS
// under 0.02; image requests before scrolling at most 1.5 × the images the page chose to load
// (its cover, and the tiles of the first screen and the first row: the cover may fill the first
// screen, issue 62); DOM nodes under 10% of a naive page that renders every tile.
//
// The 2,000 rows are written straight to the database, each with its own object in the bucket
// (photo keys are unique) but the bytes of a handful of photos made with sharp, reused.
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { newId } from '../../core/domain/ids';
import { getS3 } from '../../functions/lib/storage/s3';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import type { Benchmark, BenchContext } from './bench';
import { addBenchShop } from './bench-studio';
import { observeVitals, readVitals, type Vitals } from './web-vitals';

const PHOTOS = 2000;
const VIEWPORT = { width: 1280, height: 800 };
/** Long enough for the gallery's data, the first images and the LCP to settle. */
const SETTLE_MS = 4000;

/** Photos of mixed shapes (3:2, 2:3, 4:3, 1:1, 16:9, 4:5), as a real session has. */
const shapes = [
  [1800, 1200],
  [1200, 1800],
  [1600, 1200],
  [1400, 1400],
  [1920, 1080],
  [1200, 1500],
] as const;

async function samplePhotos(): Promise<{ data: Buffer; width: number; height: number }[]> {
  return Promise.all(
    shapes.map(async ([width, height], index) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${index * 60},55%,70%)"/>
        <stop offset="1" stop-color="hsl(${index * 60 + 40},45%,35%)"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/><circle cx="35%" cy="40%" r="${Math.min(width, height) / 4}" fill="#fff" fill-opacity="0.3"/></svg>`;
      return { data: await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), width, height };
    }),
  );
}

async function seedGallery(ctx: BenchContext): Promise<{ slug: string; galleryId: string }> {
  const suffix = newId()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  const userId = await ctx.createUser({ email: `bench-gallery-${suffix}@example.com`, password: 'Bench-Password-42' });
  const [membership] = await ctx.sql<
    { accountId: string }[]
  >`select account_id as "accountId" from account_members where user_id = ${userId}`;
  if (!membership) throw new Error('the bench user has no studio');
  const { accountId } = membership;
  const slug = `bench-${suffix}`;
  const galleryId = newId();
  await ctx.sql`update accounts set name = 'Bench Studio', slug = ${slug} where id = ${accountId}`;
  await ctx.sql`insert into galleries (id, account_id, author_id, name, description, status, settings)
                values (${galleryId}, ${accountId}, ${userId}, 'Two thousand frames', 'A long wedding day.', 'published',
                        ${ctx.sql.json({ visibility: 'public', downloads: true })})`;

  const samples = await samplePhotos();
  const rows = Array.from({ length: PHOTOS }, (_, order) => {
    const sample = samples[order % samples.length] ?? samples[0];
    if (!sample) throw new Error('no sample photos');
    return {
      id: newId(),
      account_id: accountId,
      author_id: userId,
      gallery_id: galleryId,
      filename: `IMG_${String(order + 1).padStart(4, '0')}.jpg`,
      file_id: `${accountId}/${galleryId}/${newId()}`,
      size: sample.data.length,
      mime_type: 'image/jpeg',
      width: sample.width,
      height: sample.height,
      order,
      sample,
    };
  });
  // A few uploads at a time: the local S3 stand-in writes each to disk.
  for (let start = 0; start < rows.length; start += 16) {
    await Promise.all(
      rows.slice(start, start + 16).map((row) =>
        getS3().send(
          new PutObjectCommand({
            Bucket: ctx.bucket,
            Key: row.file_id,
            Body: row.sample.data,
            ContentType: 'image/jpeg',
          }),
        ),
      ),
    );
  }
  const records = rows.map(({ sample: _sample, ...row }) => row);
  for (let start = 0; start < records.length; start += 500) {
    await ctx.sql`insert into photos ${ctx.sql(records.slice(start, start + 500))}`;
  }
  await ctx.sql`update galleries set cover_photo_id = ${rows[0]?.id ?? null} where id = ${galleryId}`;
  await addBenchShop(ctx, { accountId, userId, galleryId });
  return { slug, galleryId };
}

type PageFacts = Vitals & {
  /** When the gallery's data and the cover image were fetched: where the LCP time goes. */
  timeline: string;
  domNodes: number;
  gridNodes: number;
  tilesRendered: number;
  rowsRendered: number;
  tilesOnScreen: number;
  /** The tiles with an image before any scroll: those on the first screen and the first row's. */
  tilesLoading: number;
  /** Whether the page shows a cover above the photos (one image more to ask for). */
  covers: boolean;
};

const benchmark: Benchmark = {
  name: 'Public gallery: 2,000 photos in headless Chromium',
  async run(ctx) {
    const { slug, galleryId } = await seedGallery(ctx);
    ctx.log(`seeded ${PHOTOS} photos in /p/${slug}/gallery/${galleryId}`);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = await browser.newPage({ viewport: VIEWPORT });
      await observeVitals(page);
      let imageRequests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/images/')) imageRequests++;
      });

      await page.goto(`${ctx.origin}/p/${slug}/gallery/${galleryId}?lng=en`);
      await page.getByTestId('public-photo').first().waitFor();
      await page.waitForTimeout(SETTLE_MS);

      const measured = await page.evaluate((): Omit<PageFacts, keyof Vitals> => {
        const grid = document.querySelector('[data-testid="public-photo-grid"]');
        const tiles = [...document.querySelectorAll('[data-testid="public-photo"]')];
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const galleryData = resources.find((entry) => entry.name.includes('/api/p/'));
        const cover = resources.find(
          (entry) => entry.name.includes('/api/images/') && entry.name.includes('width=1920'),
        );
        return {
          timeline: `gallery data ${Math.round(galleryData?.startTime ?? 0)}–${Math.round(galleryData?.responseEnd ?? 0)} ms, cover ${Math.round(cover?.startTime ?? 0)}–${Math.round(cover?.responseEnd ?? 0)} ms`,
          domNodes: document.getElementsByTagName('*').length,
          gridNodes: grid?.getElementsByTagName('*').length ?? 0,
          tilesRendered: tiles.length,
          rowsRendered: grid?.children.length ?? 0,
          tilesOnScreen: tiles.filter((tile) => {
            const box = tile.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
          }).length,
          tilesLoading: tiles.filter((tile) => tile.querySelector('img')).length,
          covers: document.querySelector('[data-testid="gallery-hero"] img') !== null,
        };
      });
      const facts: PageFacts = { ...(await readVitals(page)), ...measured };
      const requestsBeforeScroll = imageRequests;

      // A naive page renders every tile: a button and its image per photo, plus one element per
      // row (rows hold as many photos on average as the rendered ones do).
      const photosPerRow = facts.tilesRendered / Math.max(1, facts.rowsRendered);
      const naiveNodes = facts.domNodes - facts.gridNodes + PHOTOS * 2 + Math.ceil(PHOTOS / photosPerRow);
      ctx.log(`LCP element: ${facts.lcpElement}; ${facts.timeline}`);
      const imagesChosen = facts.tilesLoading + (facts.covers ? 1 : 0);
      ctx.log(
        `${facts.tilesRendered} tiles in ${facts.rowsRendered} rows rendered, ${facts.tilesOnScreen} on screen, ${facts.tilesLoading} with their image; naive page ≈ ${naiveNodes} nodes`,
      );

      // Then to the end of the gallery, a screen at a time: the DOM must stay as small.
      let maxNodes = facts.domNodes;
      for (let i = 0; i < 40; i++) {
        await page.mouse.wheel(0, VIEWPORT.height * 3);
        await page.waitForTimeout(40);
        maxNodes = Math.max(maxNodes, await page.evaluate(() => document.getElementsByTagName('*').length));
      }
      await page.keyboard.press('End');
      await page.getByRole('button', { name: `Open photo ${PHOTOS} of ${PHOTOS}` }).waitFor();
      maxNodes = Math.max(maxNodes, await page.evaluate(() => document.getElementsByTagName('*').length));

      return [
        { name: 'LCP', value: facts.lcp, unit: 'ms' },
        { name: 'CLS (before any scroll)', value: facts.cls, unit: 'score', budget: 0.02 },
        { name: 'photos on screen before scrolling', value: facts.tilesOnScreen, unit: 'count' },
        {
          name: 'images chosen to load before scrolling',
          value: imagesChosen,
          unit: 'count',
        },
        { name: 'image requests before scrolling', value: requestsBeforeScroll, unit: 'count' },
        {
          name: 'image requests / images chosen to load',
          value: requestsBeforeScroll / Math.max(1, imagesChosen),
          unit: 'ratio',
          budget: 1.5,
        },
        { name: 'DOM nodes before scrolling', value: facts.domNodes, unit: 'count' },
        { name: 'DOM nodes of a naive page (every tile rendered)', value: naiveNodes, unit: 'count' },
        { name: 'DOM nodes / naive page', value: facts.domNodes / naiveNodes, unit: 'ratio', budget: 0.1 },
        { name: 'most DOM nodes while scrolling to the end', value: maxNodes, unit: 'count' },
      ];
    } finally {
      await browser.close();
    }
  },
};

export default benchmark;
