// Watermarks drawn at render time (docs/decisions/watermarks.md): a gallery's clients and its
// anonymous visitors get renders with the watermark its settings describe, the studio's members
// the clean ones; changing the watermark changes what is served next, bytes and ETag, without
// touching the original; watermarked renders are stored like any other.
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, type UploadedPhoto } from '../../core/domain/images';
import { defaultWatermark, type WatermarkSettings } from '../../core/domain/watermark';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { uploadStudioLogo } from '../support/studio-logo';
import { api, newUser, type TestUser } from '../support/users';
import {
  createGallery,
  deleteObject,
  giveSlug,
  jpeg,
  memberAccess,
  objectBytes,
  renderKeys,
  uploadedPhoto,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;

beforeAll(async () => {
  owner = await newUser('marker');
  await sql`update accounts set name = 'Lumen Studio' where id = ${owner.accountId}`;
});
afterAll(() => sql.end());

type Served = { status: number; bytes: Buffer; etag: string | null; cacheControl: string | null };

async function fetchRender(
  photo: UploadedPhoto,
  options: Parameters<typeof imageUrl>[2],
  access?: string,
  headers: Record<string, string> = {},
): Promise<Served> {
  const res = await fetch(`${platformOrigin()}${imageUrl(photo.galleryId, photo.filename, options, access)}`, {
    headers,
  });
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
  };
}

/** Saves the gallery's watermark, as the gallery form does: the whole object under settings.watermark. */
function setWatermark(galleryId: string, watermark: Partial<WatermarkSettings>) {
  return sql`update galleries set settings = settings || ${sql.json({ watermark: { ...defaultWatermark, ...watermark } })}
             where id = ${galleryId}`;
}

const publicGallery = (user: TestUser = owner) =>
  createGallery(sql, user, { status: 'published', visibility: 'public' });
const sizeOf = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return [width, height];
};

describe('a watermark change', () => {
  it('changes the served bytes and the ETag while the original’s bytes stay identical', async () => {
    const galleryId = await publicGallery();
    const photo = await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', await jpeg(1600, 1000));
    const original = await objectBytes(photo.fileId);
    const clean = await fetchRender(photo, 'preview');
    expect(clean.status).toBe(200);

    await setWatermark(galleryId, { enabled: true });
    const named = await fetchRender(photo, 'preview');
    expect(named.status).toBe(200);
    expect(named.bytes.equals(clean.bytes)).toBe(false);
    expect(named.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(named.etag).not.toBe(clean.etag);
    expect(await sizeOf(named.bytes)).toEqual(await sizeOf(clean.bytes));
    expect(named.cacheControl).toBe('public, max-age=31536000, s-maxage=300, immutable');

    await setWatermark(galleryId, { enabled: true, text: 'Proof — not for print' });
    const proof = await fetchRender(photo, 'preview');
    expect(proof.bytes.equals(named.bytes)).toBe(false);
    expect(new Set([clean.etag, named.etag, proof.etag]).size).toBe(3);

    // A CDN holding the old watermark's ETag gets the new render, one holding the new a 304.
    expect((await fetchRender(photo, 'preview', undefined, { 'if-none-match': named.etag ?? '' })).status).toBe(200);
    expect((await fetchRender(photo, 'preview', undefined, { 'if-none-match': proof.etag ?? '' })).status).toBe(304);

    // The studio's own back office still sees the clean render, kept out of shared caches.
    const member = await fetchRender(photo, 'preview', await memberAccess(owner, galleryId));
    expect(member.bytes.equals(clean.bytes)).toBe(true);
    expect(member.etag).toBe(clean.etag);
    expect(member.cacheControl).toBe('private, no-store');

    expect((await objectBytes(photo.fileId)).equals(original)).toBe(true);

    // Off again: the clean render, as first served.
    await setWatermark(galleryId, { enabled: false, text: 'Proof — not for print' });
    const off = await fetchRender(photo, 'preview');
    expect(off.bytes.equals(clean.bytes)).toBe(true);
    expect(off.etag).toBe(clean.etag);
  });

  it('takes effect for invited clients too', async () => {
    const slug = await giveSlug(sql, owner);
    const galleryId = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const photo = await uploadedPhoto(owner, galleryId, 'IMG_2.jpg', await jpeg(1200, 800));
    const email = `client-${Math.random().toString(36).slice(2, 10)}@example.com`;
    expect(
      (
        await api('POST', '/api/auth/invite', {
          token: owner.accessToken,
          body: { email, data: { galleryId, accountSlug: slug } },
        })
      ).status,
    ).toBe(201);
    const mails = await mailsTo(email);
    const link = /https?:\/\/\S+\/invite\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
    const verified = await api('POST', '/api/auth/verify-invite', {
      body: { token: new URL(link).searchParams.get('token') },
    });
    const clientAccess = ((await verified.json()) as { access: { token: string } }).access.token;
    const ownerAccess = await memberAccess(owner, galleryId);

    const before = await fetchRender(photo, 'thumbnail', clientAccess);
    await setWatermark(galleryId, { enabled: true, position: 'tiled', size: 20 });
    const after = await fetchRender(photo, 'thumbnail', clientAccess);
    const studio = await fetchRender(photo, 'thumbnail', ownerAccess);
    expect([before.status, after.status, studio.status]).toEqual([200, 200, 200]);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(after.etag).not.toBe(before.etag);
    expect(studio.bytes.equals(before.bytes)).toBe(true);
    expect(after.cacheControl).toBe('private, no-store');
  });
});

describe('watermarked renders', () => {
  it('are stored the first time they are asked for, and read from storage after', async () => {
    const galleryId = await publicGallery();
    const photo = await uploadedPhoto(owner, galleryId, 'IMG_3.jpg', await jpeg(1200, 800));
    expect(await renderKeys(photo.fileId)).toHaveLength(5);
    await setWatermark(galleryId, { enabled: true, position: 'bottom-right' });

    const first = await fetchRender(photo, 'preview');
    expect(await renderKeys(photo.fileId)).toHaveLength(6);
    const again = await fetchRender(photo, 'preview');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.etag).toBe(first.etag);
    expect(await renderKeys(photo.fileId)).toHaveLength(6);

    // Served from storage: the original is no longer needed for it.
    await deleteObject(photo.fileId);
    const stored = await fetchRender(photo, 'preview');
    expect([stored.status, stored.bytes.equals(first.bytes)]).toEqual([200, true]);
  });

  it('are made at upload, from the same decode as the clean ones, when the gallery’s watermark is on', async () => {
    const galleryId = await publicGallery();
    await setWatermark(galleryId, { enabled: true, opacity: 0.8 });
    const photo = await uploadedPhoto(owner, galleryId, 'IMG_4.jpg', await jpeg(2400, 1600));
    expect(await renderKeys(photo.fileId)).toHaveLength(10);

    await deleteObject(photo.fileId);
    const access = await memberAccess(owner, galleryId);
    for (const preset of ['thumbnail', 'preview', 'fullscreen'] as const) {
      const [client, member] = await Promise.all([fetchRender(photo, preset), fetchRender(photo, preset, access)]);
      expect([client.status, member.status], preset).toEqual([200, 200]);
      expect(client.bytes.equals(member.bytes), preset).toBe(false);
      expect(await sizeOf(client.bytes)).toEqual(await sizeOf(member.bytes));
    }
  });
});

describe('a logo watermark', () => {
  it('writes the studio’s name while it has no logo, and draws the logo once it has one', async () => {
    const studio = await newUser('logo-marker');
    const galleryId = await publicGallery(studio);
    const photo = await uploadedPhoto(studio, galleryId, 'IMG_5.jpg', await jpeg(1200, 800));
    await setWatermark(galleryId, { enabled: true });
    const name = await fetchRender(photo, 'preview');

    await setWatermark(galleryId, { enabled: true, kind: 'logo' });
    const noLogo = await fetchRender(photo, 'preview');
    // The same pixels are the same render: one key, one ETag.
    expect(noLogo.etag).toBe(name.etag);
    expect(noLogo.bytes.equals(name.bytes)).toBe(true);

    await uploadStudioLogo(studio);
    const logo = await fetchRender(photo, 'preview');
    expect(logo.status).toBe(200);
    expect(logo.etag).not.toBe(name.etag);
    expect(logo.bytes.equals(name.bytes)).toBe(false);
  });
});
