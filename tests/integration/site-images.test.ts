// A studio's site images (cover, portrait, image blocks, favicon): uploaded, or picked from its
// galleries, they are served to any visitor whoever the gallery is open to; the favicon is square.
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../core/domain/images';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import {
  createGallery,
  deleteObject,
  giveSlug,
  jpeg,
  objectBytes,
  objectKeys,
  renderKeys,
  uploadedPhoto,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let rival: TestUser;
let slug: string;

beforeAll(async () => {
  [owner, rival] = await Promise.all([newUser('site-images'), newUser('site-images-rival')]);
  slug = await giveSlug(sql, owner);
});
afterAll(() => sql.end());

async function uploadSiteImage(user: TestUser, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'cover.jpg');
  return fetch(`${platformOrigin()}/api/upload/site-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.accessToken}`, 'x-account-id': user.accountId },
    body: form,
  });
}

const urlOf = async (res: Response) => ((await res.json()) as { image: { url: string } }).image.url;

const patchSettings = (user: TestUser, settings: Record<string, unknown>) =>
  api('PATCH', `/api/accounts/${user.accountId}`, { token: user.accessToken, body: { settings } });

/** What an anonymous visitor gets: no token, no cookie. */
const visit = (path: string) => fetch(`${platformOrigin()}${path}`);

/** The stored object a logo's or site image's public path names. */
const keyOf = (path: string) => {
  const [, , area, accountId, file] = path.split('/');
  return `${accountId}/${area}/${file}`;
};

/** A path's icon of `side` pixels as a visitor gets it: its type and bytes. */
async function iconOf(path: string, side: number): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await visit(`${path}?icon=${side}`);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const settingsOf = async (accountId: string) =>
  (await sql<{ settings: Record<string, unknown> }[]>`select settings from accounts where id = ${accountId}`)[0]
    ?.settings;

describe('site images', () => {
  it('an uploaded cover is shown to an anonymous visitor of the site', async () => {
    const res = await uploadSiteImage(owner, await jpeg(3000, 2000, { camera: true }));
    expect(res.status).toBe(201);
    const cover = await urlOf(res);
    expect(cover).toMatch(/^\/api\/site-images\//);
    expect((await patchSettings(owner, { photographer: { coverPhoto: cover } })).status).toBe(200);

    const page = await (await visit(`/p/${slug}`)).text();
    expect(page).toContain(`src="${cover}"`);
    const image = await visit(cover);
    expect(image.status).toBe(200);
    const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    // Re-encoded at most 2400 px on its longer side, without the camera's metadata.
    expect([stored.width, stored.height, stored.exif]).toEqual([2400, 1600, undefined]);
  });

  it('a photo picked from an invite-only gallery is visible on the site, and another studio cannot pick it', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const photo = await uploadedPhoto(owner, gallery, 'portrait.jpg', await jpeg(800, 1200));
    // The gallery's own address is closed to visitors.
    expect((await visit(imageUrl(gallery, 'portrait.jpg', 'thumbnail'))).status).toBe(403);

    const refused = await api('POST', '/api/site-images', {
      token: rival.accessToken,
      accountId: rival.accountId,
      body: { photoId: photo.id },
    });
    expect(refused.status).toBe(404);

    const picked = await api('POST', '/api/site-images', {
      token: owner.accessToken,
      accountId: owner.accountId,
      body: { photoId: photo.id },
    });
    expect(picked.status).toBe(201);
    const portrait = await urlOf(picked);
    expect((await patchSettings(owner, { photographer: { profilePhoto: portrait } })).status).toBe(200);
    expect(await (await visit(`/p/${slug}`)).text()).toContain(`src="${portrait}"`);
    const image = await visit(portrait);
    expect(image.status).toBe(200);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).height).toBe(1200);
  });

  it("a typed address of an invite-only gallery's photo is refused, and the settings stay as they were", async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    await uploadedPhoto(owner, gallery, 'gated.jpg', await jpeg(400, 300));
    const before = await settingsOf(owner.accountId);
    const typed = `${platformOrigin()}${imageUrl(gallery, 'gated.jpg', 'thumbnail')}`;
    const res = await patchSettings(owner, { photographer: { coverPhoto: typed } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('image_not_public');
    expect(await settingsOf(owner.accountId)).toEqual(before);
  });

  it("another studio's public gallery photo is refused as a site image, and the settings stay as they were", async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    await uploadedPhoto(owner, gallery, 'theirs.jpg', await jpeg(400, 300));
    const before = await settingsOf(rival.accountId);
    const res = await patchSettings(rival, {
      photographer: { coverPhoto: imageUrl(gallery, 'theirs.jpg', 'thumbnail') },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('image_not_public');
    expect(await settingsOf(rival.accountId)).toEqual(before);
  });

  it('the favicon a visitor is served is square, even from a wide logo', async () => {
    const wide = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(wide)], { type: 'image/png' }), 'logo.png');
    const logo = await fetch(`${platformOrigin()}/api/upload/logo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'x-account-id': owner.accountId },
      body: form,
    });
    expect(logo.status).toBe(201);
    const logoKey = keyOf(((await logo.json()) as { logo: { url: string } }).logo.url);
    // Drawn once, as the logo is stored, rather than on each visit.
    expect((await objectKeys(logoKey)).toSorted()).toEqual([logoKey, `${logoKey}.icon-180`, `${logoKey}.icon-32`]);

    const page = await (await visit(`/p/${slug}`)).text();
    const icon = /<link rel="icon" href="([^"]+)"/.exec(page)?.[1] ?? '';
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1] ?? '';
    for (const [href, side] of [
      [icon, 32],
      [touch, 180],
    ] as const) {
      const res = await visit(href.replaceAll('&amp;', '&'));
      expect(res.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await res.arrayBuffer());
      const { width, height } = await sharp(bytes).metadata();
      expect([width, height]).toEqual([side, side]);
      expect(bytes.equals(await objectBytes(`${logoKey}.icon-${side}`))).toBe(true);
    }
  });

  it("an uploaded or picked site image's icons are stored with it, and served as stored", async () => {
    const uploaded = await urlOf(await uploadSiteImage(owner, await jpeg(900, 600)));
    const gallery = await createGallery(sql, owner, { status: 'published' });
    const photo = await uploadedPhoto(owner, gallery, 'icon.jpg', await jpeg(600, 900));
    const picked = await urlOf(
      await api('POST', '/api/site-images', {
        token: owner.accessToken,
        accountId: owner.accountId,
        body: { photoId: photo.id },
      }),
    );
    for (const path of [uploaded, picked]) {
      const key = keyOf(path);
      expect((await objectKeys(key)).toSorted()).toEqual([key, `${key}.icon-180`, `${key}.icon-32`]);
      for (const side of [32, 180]) {
        const [first, second] = [await iconOf(path, side), await iconOf(path, side)];
        expect(first.type).toBe('image/png');
        expect(first.bytes.equals(second.bytes)).toBe(true);
        expect(first.bytes.equals(await objectBytes(`${key}.icon-${side}`))).toBe(true);
      }
    }
  });

  it('an image stored without icons has one made and kept on its first request', async () => {
    const path = await urlOf(await uploadSiteImage(owner, await jpeg(900, 600)));
    const key = keyOf(path);
    // As an image stored before icons were kept.
    await Promise.all([deleteObject(`${key}.icon-32`), deleteObject(`${key}.icon-180`)]);

    const first = await iconOf(path, 180);
    const { width, height } = await sharp(first.bytes).metadata();
    expect([first.type, width, height]).toEqual(['image/png', 180, 180]);
    expect((await objectKeys(key)).toSorted()).toEqual([key, `${key}.icon-180`]);
    expect(first.bytes.equals(await objectBytes(`${key}.icon-180`))).toBe(true);
    expect((await iconOf(path, 180)).bytes.equals(first.bytes)).toBe(true);
  });

  it('a picked photo is copied from its largest web render, not decoded from its original', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const photo = await uploadedPhoto(owner, gallery, 'wide.jpg', await jpeg(3000, 2000));
    const rivalImages = await objectKeys(`${rival.accountId}/site-images/`);
    const refused = await api('POST', '/api/site-images', {
      token: rival.accessToken,
      accountId: rival.accountId,
      body: { photoId: photo.id },
    });
    expect(refused.status).toBe(404);
    expect(await objectKeys(`${rival.accountId}/site-images/`)).toEqual(rivalImages);

    const picked = await api('POST', '/api/site-images', {
      token: owner.accessToken,
      accountId: owner.accountId,
      body: { photoId: photo.id },
    });
    expect(picked.status).toBe(201);
    const image = await visit(await urlOf(picked));
    const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    // The fullscreen render's size (1920 wide), where the 3000 px original would have made 2400.
    expect([width, height]).toEqual([1920, 1280]);
  });

  it('a photo whose web renders are gone has its largest made once, kept, and copied', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const photo = await uploadedPhoto(owner, gallery, 'bare.jpg', await jpeg(3000, 2000));
    await Promise.all((await renderKeys(photo.fileId)).map(deleteObject));

    const picked = await api('POST', '/api/site-images', {
      token: owner.accessToken,
      accountId: owner.accountId,
      body: { photoId: photo.id },
    });
    expect(picked.status).toBe(201);
    const { width, height } = await sharp(
      Buffer.from(await (await visit(await urlOf(picked))).arrayBuffer()),
    ).metadata();
    expect([width, height]).toEqual([1920, 1280]);
    // Kept for the pages (and the next pick), not made again.
    expect(await renderKeys(photo.fileId)).toHaveLength(1);
  });
});
