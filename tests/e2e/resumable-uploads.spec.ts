// Uploads that survive a reload and a dropped connection (Uppy with Golden Retriever): the
// photographer chooses the same photos again after a reload and only the missing ones go; a large
// photo sent in parts resumes after the parts that landed when the connection comes back.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/test';
import { createGallery, photoFiles } from './support/gallery-fixtures';
import { newUser, signIn, withDatabase } from './support/studio';

const photoCount = (galleryId: string) =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ photos: number; names: number }[]>`
      select count(*)::int as photos, count(distinct filename)::int as names from photos where gallery_id = ${galleryId}`;
    return row;
  });

test('60 photos with a reload after 20: choosing them again sends the rest, and none twice', async ({ page }) => {
  const user = await newUser('resume-reload');
  const { id } = await createGallery(user, { name: 'Reloaded', status: 'draft' });
  await signIn(page, user, `/app/galleries/${id}`);
  const files = await photoFiles(60);

  await page.getByTestId('photo-file-input').setInputFiles(files);
  await expect.poll(async () => (await photoCount(id))?.photos, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  await page.reload();

  // Photos become the gallery's only once the test lets them, so it sees the header mid-way.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/upload/complete', async (route) => {
    await held;
    await route.continue();
  });
  // The photographer chooses the same folder again (what the gallery has is not sent again) and
  // goes on with other work: the header follows the uploads there and leads back to the gallery.
  await page.getByTestId('photo-file-input').setInputFiles(files);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/app\/clients/);
  const status = page.getByTestId('upload-status');
  await expect(status).toHaveAttribute('data-state', 'uploading');
  await expect(status).toHaveText(/^Uploading \d+ of 60 · Reloaded$/, { useInnerText: true });
  await expect(page.getByRole('status').filter({ hasText: 'Uploading 60 photos to Reloaded.' })).toBeAttached();

  letThrough();
  await expect(status).toHaveText('60 photos uploaded · Reloaded', { useInnerText: true, timeout: 90_000 });
  expect(await photoCount(id)).toEqual({ photos: 60, names: 60 });
  await status.click();
  await expect(page).toHaveURL(new RegExp(`/app/galleries/${id}$`));
  await expect(page.getByTestId('upload-summary')).toHaveText('60 of 60 photos uploaded');
  await expect(status).toBeHidden();
});

test('a 60 MB photo goes in parts at once, and resumes after the parts that landed when the connection comes back', async ({
  page,
}) => {
  const user = await newUser('resume-offline');
  const { id } = await createGallery(user, { name: 'Large', status: 'draft' });
  await signIn(page, user, `/app/galleries/${id}`);
  // A real JPEG made large: decoders stop at its end, the bytes after it only weigh.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#5b8db8' } })
    .jpeg()
    .toBuffer();
  const path = join(await mkdtemp(join(tmpdir(), 'large-photo-')), 'LARGE_0001.jpg');
  await writeFile(path, Buffer.concat([photo, Buffer.alloc(60 * 1024 * 1024, 1)]));

  const sentParts: number[] = [];
  const isPart = (request: Request) =>
    request.method() === 'PUT' && new URL(request.url()).searchParams.has('partNumber');
  // The parts of one file go at once, as many as the uploader's connections.
  let partsInFlight = 0;
  let mostPartsAtOnce = 0;
  page.on('request', (request) => {
    if (isPart(request)) mostPartsAtOnce = Math.max(mostPartsAtOnce, ++partsInFlight);
  });
  page.on('requestfailed', (request) => {
    if (isPart(request)) partsInFlight--;
  });
  page.on('requestfinished', (request) => {
    if (!isPart(request)) return;
    partsInFlight--;
    sentParts.push(Number(new URL(request.url()).searchParams.get('partNumber')));
  });
  await page.getByTestId('photo-file-input').setInputFiles(path);
  await expect.poll(() => sentParts.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
  expect(mostPartsAtOnce).toBeGreaterThan(1);
  await page.context().setOffline(true);
  const landed = new Set(sentParts);
  await expect(page.getByTestId('upload-item')).not.toHaveAttribute('data-status', 'done');
  await expect(page.getByTestId('upload-status')).toHaveText('Paused until back online: 0 of 1 · Large', {
    useInnerText: true,
  });
  await page.context().setOffline(false);

  await expect(page.getByTestId('upload-summary')).toHaveText('1 of 1 photo uploaded', { timeout: 90_000 });
  // Resumed, not started again: no part that had landed was sent a second time.
  expect(sentParts.filter((part) => landed.has(part))).toHaveLength(landed.size);
  await expect
    .poll(() => withDatabase((sql) => sql`select filename, size::int, width from photos where gallery_id = ${id}`))
    .toEqual([{ filename: 'LARGE_0001.jpg', size: photo.length + 60 * 1024 * 1024, width: 600 }]);
});
