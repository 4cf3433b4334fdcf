// Gallery uploads in the back office (issue 61), in headless Chromium on loopback:
//   - throughput: 200 photos of 8 MB chosen in a gallery and sent by its uploader, against raw
//     PUTs of the same files to the same bucket from the same page, six at a time as the
//     uploader sends them, before and after it. Budget: the uploader lands the bytes at 90 % of
//     the raw throughput or better, i.e. in no more than the raw time / 0.9. What it times is the
//     bytes reaching the bucket: from its first request to the bucket to the last file landed;
//     the hashing and the signing meanwhile count, the completions wait (see uploaderRun). Also
//     reported: from the files chosen to the last landed, and to the last one registered as a
//     photo. Each file is a small real JPEG made 8 MB by bytes after its end (decoders stop at
//     the end; the completion still reads, hashes and keeps all 8 MB): a camera's 24 MP would
//     time sharp's renders, which stored-renders.bench.ts does;
//   - reopening: 1,000 photos chosen, 612 uploaded by the uploader, the tab closed once all 1,000
//     are in the queue kept across reloads; from the navigation that opens the gallery again to
//     its panel showing "388 waiting". Budget: 1 s.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { chromium, type BrowserContext, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { newId } from '../../core/domain/ids';
import { getS3 } from '../../functions/lib/storage/s3';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/ensure-chromium';
import { percentile, type Benchmark, type BenchContext, type Measurement } from './bench';
import { seedBenchStudio, signInAsBenchUser, type BenchStudio } from './bench-studio';
import { cameraJpeg } from './camera-photo';

const MB = 1024 * 1024;
const FILES = 200;
const FILE_BYTES = 8 * MB;
/** As the uploader sends them (CONCURRENCY in web/src/features/galleries/upload/gallery-uploads.ts). */
const AT_ONCE = 6;
const THROUGHPUT_SHARE_BUDGET = 0.9;
const QUEUED = 1000;
const UPLOADED = 612;
const REOPENS = 5;
const RAW_PREFIX = 'bench-raw/';
const GIVE_UP_MS = 5 * 60_000;

/** A request as the page timed it (Resource Timing), in ms since the page's time origin. */
type Sent = { start: number; end: number };

/**
 * The page's requests to URLs whose path is `pathname` or starts with `pathPrefix`, as the page
 * timed them. Resource Timing, not Playwright's request events: Playwright reports cross-origin
 * PUTs whose bodies are files as aborted even though they succeed.
 */
function timedRequests(page: Page, wanted: { pathname?: string; pathPrefix?: string }): Promise<Sent[]> {
  return page.evaluate(
    ({ pathname, pathPrefix }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => {
          const url = new URL(entry.name);
          return url.pathname === pathname || (pathPrefix !== undefined && url.pathname.startsWith(pathPrefix));
        })
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    wanted,
  );
}

const windowOf = (sent: readonly Sent[]): { start: number; end: number; ms: number } => {
  const start = Math.min(...sent.map((request) => request.start));
  const end = Math.max(...sent.map((request) => request.end));
  return { start, end, ms: end - start };
};

const mbPerSecond = (ms: number) => (FILES * FILE_BYTES) / MB / (ms / 1000);

/** `count` JPEGs in a new directory, each `size` bytes: one image, then bytes of its own after its end. */
async function photoFolder(count: number, image: Buffer, size: number): Promise<{ dir: string; paths: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studio-bench-uploads-'));
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    // Identical bytes are one photo of a gallery: each file gets a tail of its own.
    const tail = Buffer.from(`#${newId()}`);
    const filler = Buffer.alloc(Math.max(0, size - image.length - tail.length));
    const file = path.join(dir, `IMG_${String(i + 1).padStart(4, '0')}.jpg`);
    await writeFile(file, Buffer.concat([image, filler, tail]));
    paths.push(file);
  }
  return { dir, paths };
}

async function deleteObjects(bucket: string, prefix: string): Promise<void> {
  for (;;) {
    const listed = await getS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    const Objects = (listed.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
    if (Objects.length === 0) return;
    await getS3().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
  }
}

async function galleryPhotos(ctx: BenchContext, galleryId: string): Promise<number> {
  const [row] = await ctx.sql<{ n: number }[]>`select count(*)::int as n from photos where gallery_id = ${galleryId}`;
  return row?.n ?? 0;
}

async function waitFor(what: string, done: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + GIVE_UP_MS;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * PUTs the files to presigned URLs from the page, AT_ONCE at a time, through a file input of its
 * own: the same files read by the same browser as the uploader's. Deletes them after.
 */
async function rawPuts(ctx: BenchContext, page: Page, paths: readonly string[]): Promise<number> {
  const run = `${RAW_PREFIX}${newId()}/`;
  const urls = await Promise.all(
    paths.map((_, i) =>
      getSignedUrl(getS3(), new PutObjectCommand({ Bucket: ctx.bucket, Key: `${run}${i}.jpg` }), { expiresIn: 3600 }),
    ),
  );
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.multiple = true;
    input.hidden = true;
    input.dataset.benchRaw = '';
    document.body.append(input);
  });
  const input = page.locator('input[data-bench-raw]');
  await input.setInputFiles([...paths]);
  await page.evaluate(
    async ({ urls, atOnce }) => {
      const files = [...(document.querySelector<HTMLInputElement>('input[data-bench-raw]')?.files ?? [])];
      let next = 0;
      await Promise.all(
        Array.from({ length: atOnce }, async () => {
          for (let i = next++; i < files.length; i = next++) {
            const put = await fetch(urls[i]!, { method: 'PUT', body: files[i] });
            if (!put.ok) throw new Error(`the bucket refused a PUT: ${put.status}`);
          }
        }),
      );
    },
    { urls, atOnce: AT_ONCE },
  );
  await input.evaluate((element) => element.remove());
  const sent = await timedRequests(page, { pathPrefix: `/${ctx.bucket}/${run}` });
  if (sent.length !== paths.length) throw new Error(`${sent.length} PUTs timed for ${paths.length} files`);
  await deleteObjects(ctx.bucket, run);
  return windowOf(sent).ms;
}

type UploaderRun = { landedMs: number; chosenToLandedMs: number; chosenToRegisteredMs: number };

/**
 * Chooses the files in the gallery's Add photos and waits for every one to be a photo. The
 * completions wait until the last file has landed: the local platform serves them, the API and
 * the bucket from one process on the machine's two cores, where they took the uploads 6–7 times
 * as long (40 files at a load of 16–25); on AWS they run on Lambdas of their own. The uploader
 * does not wait for them either way.
 */
async function uploaderRun(ctx: BenchContext, page: Page, studio: BenchStudio, paths: string[]): Promise<UploaderRun> {
  const held: Route[] = [];
  let landing = true;
  await page.route('**/api/upload/complete', async (route) => {
    if (landing) held.push(route);
    else await route.continue();
  });
  // A presigned POST goes to the bucket itself; its key is in the form.
  const landed = () => timedRequests(page, { pathname: `/${ctx.bucket}` });
  const chosen = await page.evaluate(() => performance.now());
  await page.getByTestId('photo-file-input').setInputFiles(paths);
  await waitFor('every file landed', async () => (await landed()).length >= FILES);
  landing = false;
  await Promise.all(held.map((route) => route.continue()));
  await page
    .getByTestId('upload-summary')
    .getByText(`${FILES} of ${FILES} photos uploaded`)
    .waitFor({ timeout: GIVE_UP_MS });
  await page.unroute('**/api/upload/complete');
  const sent = await landed();
  const registered = await timedRequests(page, { pathname: '/api/upload/complete' });
  if (sent.length !== FILES || registered.length !== FILES)
    throw new Error(`${sent.length} files sent and ${registered.length} completions for ${FILES} files`);
  const photos = await galleryPhotos(ctx, studio.galleryId);
  if (photos !== FILES) throw new Error(`${photos} photos in the gallery for ${FILES} files`);
  const bytes = windowOf(sent);
  return {
    landedMs: bytes.ms,
    chosenToLandedMs: bytes.end - chosen,
    chosenToRegisteredMs: windowOf(registered).end - chosen,
  };
}

async function throughput(ctx: BenchContext, studio: BenchStudio, page: Page): Promise<Measurement[]> {
  const image = await cameraJpeg(1200, 800);
  const { dir, paths } = await photoFolder(FILES, image, FILE_BYTES);
  try {
    const rawBefore = await rawPuts(ctx, page, paths);
    const uploader = await uploaderRun(ctx, page, studio, paths);
    const rawAfter = await rawPuts(ctx, page, paths);
    const raw = (rawBefore + rawAfter) / 2;
    ctx.log(
      `raw PUTs ${Math.round(rawBefore)} ms before and ${Math.round(rawAfter)} ms after; the uploader's bytes ` +
        `${Math.round(uploader.landedMs)} ms from its first request to the bucket to the last file landed`,
    );
    return [
      { name: `raw PUT of ${FILES} × 8 MB, ${AT_ONCE} at once (mean of 2)`, value: raw, unit: 'ms' },
      { name: 'raw PUT throughput (MB/s)', value: mbPerSecond(raw), unit: 'count' },
      {
        name: `uploader: first request to bucket → last landed (≥ ${THROUGHPUT_SHARE_BUDGET * 100} % of raw)`,
        value: uploader.landedMs,
        unit: 'ms',
        budget: Math.round(raw / THROUGHPUT_SHARE_BUDGET),
      },
      { name: 'uploader throughput (MB/s)', value: mbPerSecond(uploader.landedMs), unit: 'count' },
      { name: 'uploader throughput ÷ raw PUT throughput', value: raw / uploader.landedMs, unit: 'ratio' },
      { name: 'uploader: files chosen → last landed', value: uploader.chosenToLandedMs, unit: 'ms' },
      {
        name: 'uploader: files chosen → every photo registered (completions after)',
        value: uploader.chosenToRegisteredMs,
        unit: 'ms',
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** performance.now() in a reopened gallery: when its page was drawn, and when its panel said what waits. */
type Reopened = { drawn: number; shown: number };

declare global {
  interface Window {
    /** Tells the bench when a reopened gallery's panel showed the files waiting (see watchSummary). */
    __benchSummaryShown?: (times: Reopened) => Promise<void>;
  }
}

/**
 * Runs in the page as an init script: once the upload panel's heading says `text`, reports the
 * first frame after it (performance.now(), from the navigation's start) to the bench's binding,
 * with when the gallery's Add photos was first in the page (the screen drawn, before any upload
 * came back). Self-contained, and without named functions inside: the page gets only its source.
 */
const watchSummary = (text: string) => {
  let drawn = 0;
  const observer = new MutationObserver(() => {
    if (!drawn && document.querySelector('[data-testid="photo-file-input"]')) drawn = performance.now();
    if (!document.querySelector('[data-testid="upload-summary"]')?.textContent?.includes(text)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(
        () => void window.__benchSummaryShown?.({ drawn: drawn || performance.now(), shown: performance.now() }),
      ),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
};

/** How many files of the gallery's queue Golden Retriever has kept, and how many as registered photos. */
const kept = (page: Page, galleryId: string): Promise<{ files: number; registered: number }> =>
  page.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opened = indexedDB.open('uppy-blobs');
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error);
    });
    const record = await new Promise<{ metadata: string } | undefined>((resolve, reject) => {
      const read = db.transaction('metadata').objectStore('metadata').get(key);
      read.onsuccess = () => resolve(read.result as { metadata: string } | undefined);
      read.onerror = () => reject(read.error);
    });
    db.close();
    type Kept = { files: Record<string, { meta?: { registered?: boolean } }> };
    const files = record ? Object.values((JSON.parse(record.metadata) as Kept).files) : [];
    return { files: files.length, registered: files.filter((file) => file.meta?.registered === true).length };
  }, `gallery-uploads-${galleryId}`);

/**
 * Drops the files' bytes Golden Retriever kept, not its list. It keeps a file of 10 MB at most and
 * 300 MB in all, taken by the first files queued, which are the first sent: a wedding's 1,000
 * camera photos still waiting after 612 come back without their bytes. These small files would
 * all have been kept.
 */
const dropKeptBytes = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opened = indexedDB.open('uppy-blobs');
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error);
    });
    await new Promise((resolve, reject) => {
      const transaction = db.transaction('files', 'readwrite');
      transaction.objectStore('files').clear();
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  });

async function newGallery(ctx: BenchContext, studio: BenchStudio, name: string): Promise<string> {
  const galleryId = newId();
  await ctx.sql`insert into galleries (id, account_id, author_id, name, status)
                values (${galleryId}, ${studio.accountId}, ${studio.userId}, ${name}, 'draft')`;
  return galleryId;
}

/**
 * 1,000 photos chosen in a gallery; the tab closed once the uploader has registered 612 of them
 * (the requests to send the others are held, so it stops there); then the gallery opened again
 * in a new tab, REOPENS times: the time from each navigation's start to "388 waiting" shown.
 */
async function reopenTimes(ctx: BenchContext, studio: BenchStudio, context: BrowserContext): Promise<Reopened[]> {
  const galleryId = await newGallery(ctx, studio, 'Reopened');
  const galleryUrl = `${ctx.origin}/app/galleries/${galleryId}`;
  const image = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#5b8db8' } })
    .jpeg()
    .toBuffer();
  const { dir, paths } = await photoFolder(QUEUED, image, 0);
  try {
    const first = await context.newPage();
    await first.goto(galleryUrl);
    // The uploader signs files in batches: the page is given signatures for 612 files, and a
    // request for any other is never answered (the tab closes first).
    const signed = new Set<string>();
    await first.route('**/api/upload', async (route) => {
      const asked = (route.request().postDataJSON() as { files: { clientId: string }[] }).files;
      const given = asked.filter(({ clientId }) => {
        if (signed.size < UPLOADED) signed.add(clientId);
        return signed.has(clientId);
      });
      if (given.length === 0) return;
      const response = await route.fetch();
      const answer = (await response.json()) as { uploads: { clientId: string }[] };
      const uploads = answer.uploads.filter(({ clientId }) => given.some((file) => file.clientId === clientId));
      await route.fulfill({ response, json: { ...answer, uploads } });
    });
    await first.getByTestId('photo-file-input').setInputFiles(paths);
    // Closed once every file chosen is in the queue kept: the queue takes the files as it has
    // hashed them, and the uploads may reach 612 before it has taken all 1,000.
    await waitFor(`${UPLOADED} photos registered and ${QUEUED} files kept`, async () => {
      const photos = await galleryPhotos(ctx, galleryId);
      if (photos > UPLOADED) throw new Error(`${photos} photos registered, past ${UPLOADED}`);
      if (photos < UPLOADED) return false;
      const { files, registered } = await kept(first, galleryId);
      return files === QUEUED && registered === UPLOADED;
    });
    await dropKeptBytes(first);
    await first.close();

    const waiting = `${QUEUED - UPLOADED} waiting`;
    const shown = new Map<Page, (times: Reopened) => void>();
    await context.exposeBinding('__benchSummaryShown', ({ page }, times: Reopened) => shown.get(page)?.(times));
    await context.addInitScript(watchSummary, waiting);
    const times: Reopened[] = [];
    for (let i = 0; i < REOPENS; i++) {
      const page = await context.newPage();
      const at = new Promise<Reopened>((resolve) => shown.set(page, resolve));
      await page.goto(galleryUrl);
      times.push(await at);
      const summary = await page.getByTestId('upload-summary').textContent();
      if (summary !== `${UPLOADED} of ${QUEUED.toLocaleString('en')} uploaded, ${waiting}`)
        throw new Error(`the panel said "${summary}"`);
      await page.close();
    }
    return times;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export default {
  name: 'Gallery uploads: 200 × 8 MB against raw PUTs; reopening a queue of 1,000',
  async run(ctx) {
    const studio = await seedBenchStudio(ctx, 'uploads', 'Wedding');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      // Without the app's service worker, as Playwright advises where requests are routed (the
      // reopening's cut-off at 612 files signed is): what passes through one escapes the routes.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await signInAsBenchUser(page, ctx.origin, studio.email);
      const reopened = await reopenTimes(ctx, studio, context);
      ctx.log(
        `reopened: gallery drawn at ${reopened.map(({ drawn }) => Math.round(drawn)).join(', ')} ms, ` +
          `"${QUEUED - UPLOADED} waiting" at ${reopened.map(({ shown }) => Math.round(shown)).join(', ')} ms`,
      );
      await page.goto(`${ctx.origin}/app/galleries/${studio.galleryId}`);
      await page.getByTestId('photo-file-input').waitFor({ state: 'attached', timeout: 60_000 });
      await page.evaluate(() => performance.setResourceTimingBufferSize(100_000));
      return [
        ...(await throughput(ctx, studio, page)),
        {
          name: `reopened gallery to "${QUEUED - UPLOADED} waiting" shown (median of ${REOPENS})`,
          value: percentile(
            reopened.map(({ shown }) => shown),
            50,
          ),
          unit: 'ms',
          budget: 1000,
        },
      ];
    } finally {
      await browser.close();
    }
  },
} satisfies Benchmark;
