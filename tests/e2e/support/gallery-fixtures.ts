// Data for the gallery browser tests: generated photos, a studio address, and galleries filled
// through the real upload API (presigned POST to the bucket, then completion), so a test that
// is about sharing or viewing does not spend its time in the upload screen.
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { newId } from '@core/domain/ids';
import { insertGallery, type GalleryOptions } from '../../support/gallery-rows';
import { api, type TestUser } from '../../support/users';
import type { Browser, Page } from '@playwright/test';
import { firstLink, latestMail, withDatabase } from './studio';

type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

const palettes = ['#c9a227', '#5b8db8', '#7fb069', '#c26d9b', '#d9825b', '#6c6fb5'];

/**
 * A small JPEG of its own colour; every third one portrait, so rows mix shapes. A few bytes of
 * its own after the image make each file another content, as a gallery keeps one photo per
 * content: two galleries' IMG_0001.jpg are two photos.
 */
async function photoFile(index: number, name = `IMG_${String(index + 1).padStart(4, '0')}.jpg`): Promise<PhotoFile> {
  const portrait = index % 3 === 2;
  const [width, height] = portrait ? [400, 600] : [600, 400];
  const background = palettes[index % palettes.length] ?? '#888888';
  const image = await sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${(index * 47) % width}" cy="${height / 2}" r="${height / 4}" fill="#fff" fill-opacity="0.4"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer: Buffer.concat([image, Buffer.from(`#${newId()}`)]) };
}

export function photoFiles(count: number): Promise<PhotoFile[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => photoFile(index)));
}

export async function setStudioSlug(user: TestUser, slug: string): Promise<void> {
  const res = await api('PATCH', `/api/accounts/${user.accountId}/slug`, {
    token: user.accessToken,
    accountId: user.accountId,
    body: { slug },
  });
  expect(res.status).toBe(200);
}

/** A short slug of its own per test: slugs are unique across studios. */
export function uniqueSlug(label: string): string {
  return `${label}-${newId()
    .slice(0, 8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}

/** A published public gallery of `user`'s studio with generated photos, uploaded the way the browser does it. */
export async function createGallery(
  user: TestUser,
  options: GalleryOptions & { photos?: number } = {},
): Promise<{ id: string; name: string }> {
  const { photos = 0, ...row } = options;
  const gallery = {
    name: 'Test gallery',
    status: 'published',
    visibility: 'public',
    downloads: true,
    expiresAt: 0,
    ...row,
  } as const;
  const id = await withDatabase((sql) => insertGallery(sql, user, gallery));
  for (const file of await photoFiles(photos)) await uploadPhoto(user, id, file);
  return { id, name: gallery.name };
}

/** Uploads `count` generated photos, `atOnce` at a time: a large gallery in less time, in no set order. */
export async function uploadPhotos(user: TestUser, galleryId: string, count: number, atOnce: number): Promise<void> {
  const queue = await photoFiles(count);
  const uploader = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await uploadPhoto(user, galleryId, file);
  };
  await Promise.all(Array.from({ length: atOnce }, uploader));
}

async function uploadPhoto(user: TestUser, galleryId: string, file: PhotoFile): Promise<void> {
  const auth = { token: user.accessToken, accountId: user.accountId };
  const signed = await api('POST', '/api/upload', {
    ...auth,
    body: { galleryId, files: [{ clientId: 'x', name: file.name, size: file.buffer.length, type: file.mimeType }] },
  });
  expect(signed.status).toBe(200);
  const { uploads } = (await signed.json()) as {
    uploads: { key: string; url: string; fields: Record<string, string> }[];
  };
  const upload = uploads[0];
  if (!upload) throw new Error('no presigned upload');
  const form = new FormData();
  for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const stored = await fetch(upload.url, { method: 'POST', body: form });
  expect(stored.ok).toBe(true);
  const completed = await api('POST', '/api/upload/complete', {
    ...auth,
    body: { galleryId, key: upload.key, filename: file.name },
  });
  expect(completed.status).toBe(201);
}

/**
 * Invites `client-{slug}@example.com` to the gallery by mail and opens their link in a browser
 * that has never seen the studio; `page` only reads the mailbox.
 */
export async function openAsInvitedClient(
  page: Page,
  browser: Browser,
  user: TestUser,
  slug: string,
  galleryId: string,
): Promise<{ client: string; clientPage: Page }> {
  const client = `client-${slug}@example.com`;
  const invited = await api('POST', '/api/auth/invite', {
    token: user.accessToken,
    body: { email: client, data: { galleryId, accountSlug: slug } },
  });
  expect(invited.status).toBe(201);
  const clientPage = await (await browser.newContext()).newPage();
  await clientPage.goto(firstLink((await latestMail(page, client)).text));
  return { client, clientPage };
}

/**
 * Waits until the photo viewer holds the keyboard again. A dialog opened from it hands the focus
 * back a moment after it is hidden; a key pressed before then goes to the page, not the viewer.
 */
export async function lightboxFocused(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label="Photo viewer"]') != null))
    .toBe(true);
}
