// The image transformer: canonical parameters only, public galleries cacheable (by a CDN only
// until it checks again), everything else only with a member's or invited client's image
// token, never cached.
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import {
  canonicalImageQuery,
  canonicalOptions,
  imageSteps,
  imageUrl,
  photoPath,
  uploadRenderOptions,
  type ImagePresetName,
  type UploadedPhoto,
} from '../../core/domain/images';
import { WEB_DOWNLOAD_RENDER } from '../../core/domain/downloads';
import { databaseUrl, platformOrigin } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import {
  createGallery,
  deleteObject,
  jpeg,
  memberAccess,
  objectBytes,
  pngBomb,
  putObject,
  renderKeys,
  uploadedPhoto,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let publicPhoto: UploadedPhoto;
let invitePhoto: UploadedPhoto;
let draftPhoto: UploadedPhoto;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('imager'), newUser('stranger')]);
  const [publicGallery, inviteGallery, draftGallery] = await Promise.all([
    createGallery(sql, owner, { status: 'published', visibility: 'public' }),
    createGallery(sql, owner, { status: 'published', visibility: 'invite' }),
    createGallery(sql, owner, { status: 'draft', visibility: 'public' }),
  ]);
  // 3000×2000 stored with EXIF orientation 6: displayed as a 2000×3000 portrait.
  const camera = await jpeg(3000, 2000, { orientation: 6, camera: true });
  publicPhoto = await uploadedPhoto(owner, publicGallery, 'IMG_1.jpg', camera);
  invitePhoto = await uploadedPhoto(owner, inviteGallery, 'IMG_2.jpg', await jpeg(1200, 800));
  draftPhoto = await uploadedPhoto(owner, draftGallery, 'IMG_3.jpg', await jpeg(1200, 800));
});
afterAll(() => sql.end());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${platformOrigin()}${path}`, { headers });
const url = (photo: UploadedPhoto, options: Parameters<typeof imageUrl>[2], access?: string) =>
  imageUrl(photo.galleryId, photo.filename, options, access);

/** The owner's image token: only the studio's members get renders the pages do not use. */
const ownerAccess = (photo: UploadedPhoto) => memberAccess(owner, photo.galleryId);

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('renders', () => {
  it.each<[ImagePresetName, number, number]>([
    ['thumbnail', 200, 200],
    ['preview', 800, 1200],
    ['fullscreen', 1920, 2880],
  ])('serves the %s preset at its size, orientation applied, as JPEG', async (preset, width, height) => {
    const res = await get(url(publicPhoto, preset));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
  });

  it('strips every metadata block from the output', async () => {
    const res = await get(url(publicPhoto, { width: 400 }, await ownerAccess(publicPhoto)));
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('gives byte-for-byte the same preset every time, with one ETag, and 304 when it is unchanged', async () => {
    for (const preset of ['thumbnail', 'preview', 'fullscreen'] as const) {
      const [a, b] = await Promise.all([get(url(publicPhoto, preset)), get(url(publicPhoto, preset))]);
      expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer())), preset).toBe(true);
      const etag = a.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(b.headers.get('etag')).toBe(etag);
      const again = await get(url(publicPhoto, preset), { 'if-none-match': etag ?? '' });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
    }
    const other = await get(url(publicPhoto, { width: 400, format: 'webp' }, await ownerAccess(publicPhoto)));
    expect(other.headers.get('etag')).not.toBe((await get(url(publicPhoto, 'thumbnail'))).headers.get('etag'));
  });

  it('lets browsers keep a published public gallery’s images for a year, and CDNs for 5 minutes before checking', async () => {
    const res = await get(url(publicPhoto, 'thumbnail'));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, s-maxage=300, immutable');
  });

  it.each([
    ['webp', { width: 400, format: 'webp' as const }, 'webp'],
    ['avif', { width: 200, format: 'avif' as const }, 'heif'],
    ['png', { width: 200, format: 'png' as const }, 'png'],
  ])('encodes %s', async (_label, options, format) => {
    const res = await get(url(publicPhoto, options, await ownerAccess(publicPhoto)));
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe(format);
  });
});

describe('stored renders', () => {
  const publicGallery = () => createGallery(sql, owner, { status: 'published', visibility: 'public' });
  const sizeOf = async (res: Response) => {
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return [meta.width, meta.height];
  };

  it('are made for every preset and srcset step when an upload completes, and served without the original', async () => {
    const photo = await uploadedPhoto(owner, await publicGallery(), 'IMG_9.jpg', await jpeg(3000, 2000));
    expect(await renderKeys(photo.fileId)).toHaveLength(5);

    await deleteObject(photo.fileId);
    for (const [render, size] of [
      ['thumbnail', [200, 200]],
      [imageSteps.tile, [400, 267]],
      ['preview', [800, 533]],
      [imageSteps.cover, [1200, 800]],
      ['fullscreen', [1920, 1280]],
    ] as const) {
      const res = await get(url(photo, render));
      expect(res.status, JSON.stringify(render)).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(await sizeOf(res), JSON.stringify(render)).toEqual(size);
    }
    // Any other render needs the original, which is gone.
    expect((await get(url(photo, { width: 400 }, await ownerAccess(photo)))).status).toBe(404);
  });

  it('keep any other render the first time it is asked for, with the bytes and ETag it was served with', async () => {
    const photo = await uploadedPhoto(owner, await publicGallery(), 'IMG_7.jpg', await jpeg(1200, 800));
    const access = await ownerAccess(photo);
    const first = await get(url(photo, { width: 400, format: 'webp' }, access));
    expect(first.status).toBe(200);
    const served = Buffer.from(await first.arrayBuffer());
    const keys = await renderKeys(photo.fileId);
    expect(keys).toHaveLength(6);
    const stored = await Promise.all(keys.map(objectBytes));
    expect(stored.some((bytes) => bytes.equals(served))).toBe(true);

    const again = await get(url(photo, { width: 400, format: 'webp' }, access));
    expect(Buffer.from(await again.arrayBuffer()).equals(served)).toBe(true);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await renderKeys(photo.fileId)).toHaveLength(6);
  });
});

describe('PNG', () => {
  it('is one render and one ETag whatever quality is asked, since quality changes none of its bytes', async () => {
    const access = await ownerAccess(publicPhoto);
    const [low, high] = [30, 90].map((quality) => url(publicPhoto, { width: 200, format: 'png', quality }, access));
    expect(high).toBe(low);
    const res = await get(low!);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);

    const withQuality = await get(`${low}&quality=80`);
    expect(withQuality.status).toBe(400);
    expect(withQuality.headers.get('cache-control')).toBe('no-store');
    const { error } = (await withQuality.json()) as { error: { details: unknown[] } };
    expect(error.details).toEqual([{ parameter: 'quality', problem: 'not_canonical' }]);
  });

  it('leaves lossy formats one render per quality', async () => {
    const access = await ownerAccess(publicPhoto);
    const etags = await Promise.all(
      [30, 90].map(
        async (quality) => (await get(url(publicPhoto, { width: 200, format: 'webp', quality }, access))).headers,
      ),
    );
    expect(etags[0]?.get('etag')).not.toBe(etags[1]?.get('etag'));
  });
});

describe('parameters', () => {
  it.each([
    ['an unknown parameter', '?width=200&colour=red'],
    ['a width of 0', '?width=0'],
    ['a width past the largest size', '?width=5000'],
    ['a width that is not a number', '?width=wide'],
    ['quality 0', '?quality=0'],
    ['an unknown format', '?format=gif'],
    ['an unknown aspect ratio', '?width=200&aspect_ratio=7:5'],
    ['an aspect ratio beside width and height', '?width=200&height=200&aspect_ratio=1:1'],
    ['sharpen=yes', '?sharpen=yes'],
    ['a PNG larger than PNGs may be', '?width=2400&format=png'],
  ])('answers %s with 400 invalid_input', async (_label, query) => {
    const res = await get(`/api/images/${publicPhoto.galleryId}/${publicPhoto.filename}${query}`);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_input');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a value that is only normalisable, naming the canonical one, so one render has one URL', async () => {
    const res = await get(`/api/images/${publicPhoto.galleryId}/${publicPhoto.filename}?width=750&quality=55`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { details: unknown[] } };
    expect(error.details).toEqual([
      { parameter: 'width', problem: 'not_canonical', expected: '800' },
      { parameter: 'quality', problem: 'not_canonical', expected: '60' },
    ]);
  });
});

describe('access', () => {
  it('answers unknown photos and galleries with 404', async () => {
    expect((await get(`/api/images/${publicPhoto.galleryId}/nope.jpg?width=200`)).status).toBe(404);
    expect((await get(`/api/images/${newId()}/${publicPhoto.filename}?width=200`)).status).toBe(404);
  });

  it('hides a draft’s photos (404) and an invite-only gallery’s (403) from a visitor without a token', async () => {
    const draft = await get(url(draftPhoto, 'thumbnail'));
    expect([draft.status, await errorCode(draft)]).toEqual([404, 'not_found']);
    const invite = await get(url(invitePhoto, 'thumbnail'));
    expect([invite.status, await errorCode(invite)]).toEqual([403, 'forbidden']);
  });

  it('refuses a CDN’s check of a render it holds once the gallery is no longer public or the photo is gone', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const photo = await uploadedPhoto(owner, gallery, 'IMG_4.jpg', await jpeg(1200, 800));
    const etag = (await get(url(photo, 'thumbnail'))).headers.get('etag') ?? '';
    // What CloudFront sends when its copy is due: the ETag it holds.
    const check = () => get(url(photo, 'thumbnail'), { 'if-none-match': etag });
    expect((await check()).status).toBe(304);

    const makeVisible = (visibility: 'invite' | 'public') =>
      sql`update galleries set settings = settings || ${sql.json({ visibility })} where id = ${gallery}`;
    await makeVisible('invite');
    const invite = await check();
    expect([invite.status, invite.headers.get('cache-control')]).toEqual([403, 'no-store']);

    await makeVisible('public');
    expect((await check()).status).toBe(304);
    await sql`delete from photos where gallery_id = ${gallery} and filename = ${photo.filename}`;
    const deleted = await check();
    expect([deleted.status, deleted.headers.get('cache-control')]).toEqual([404, 'no-store']);
  });

  it('shows them to a member with an image token, never cached', async () => {
    for (const photo of [draftPhoto, invitePhoto]) {
      const access = await memberAccess(owner, photo.galleryId);
      const res = await get(url(photo, 'thumbnail', access));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('refuses a tampered token, another gallery’s token and another studio’s token', async () => {
    const access = await memberAccess(owner, invitePhoto.galleryId);
    const [payload, signature] = access.split('.') as [string, string];
    const flipped = `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherGallery = await memberAccess(owner, draftPhoto.galleryId);
    const strangersGallery = await createGallery(sql, stranger);
    const strangers = await memberAccess(stranger, strangersGallery);
    // A payload naming this gallery, re-signed by nobody: the signature is the old one.
    const forged = `${Buffer.from(JSON.stringify({ g: invitePhoto.galleryId, m: stranger.userId, e: Date.now() + 1e6 })).toString('base64url')}.${signature}`;
    for (const token of [flipped, otherGallery, strangers, forged, 'garbage']) {
      expect((await get(url(invitePhoto, 'thumbnail', token))).status, token).toBe(403);
    }
  });

  it('refuses image tokens to non-members, and stops honouring a member’s once they leave', async () => {
    const res = await fetch(`${platformOrigin()}/api/galleries/${invitePhoto.galleryId}/image-access`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.accessToken}` },
    });
    expect(res.status).toBe(404);

    const colleague = await newUser('colleague');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${colleague.userId}, 'assistant')`;
    const access = await memberAccess(colleague, invitePhoto.galleryId);
    expect((await get(url(invitePhoto, 'thumbnail', access))).status).toBe(200);
    await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${colleague.userId}`;
    expect((await get(url(invitePhoto, 'thumbnail', access))).status).toBe(403);
  });

  it('refuses a decompression bomb fast, without decoding it', async () => {
    // Uploads refuse bombs; this one is planted behind the API's back, as an old import might.
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const key = `${owner.accountId}/${gallery}/${newId()}`;
    await putObject(key, pngBomb(), 'image/png');
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${gallery}, 'bomb.png', ${key}, 300, 'image/png', 100, 100)`;
    const started = performance.now();
    const res = await get(`/api/images/${gallery}/bomb.png?width=200`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('too_many_pixels');
  });

  it('shows an expired public gallery’s photos to its members only, as its page does', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const photo = await uploadedPhoto(owner, gallery, 'IMG_5.jpg', await jpeg(1200, 800));
    await sql`update galleries set expires_at = ${Date.now() - 1000} where id = ${gallery}`;
    const visitor = await get(url(photo, 'thumbnail'));
    expect([visitor.status, await errorCode(visitor)]).toEqual([404, 'not_found']);
    const member = await get(url(photo, 'thumbnail', await memberAccess(owner, gallery)));
    expect([member.status, member.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
  });
});

describe('what visitors may cost the studio', () => {
  /** Every render the product's pages and downloads ask for. */
  const productRenders = new Set(
    [...uploadRenderOptions(), canonicalOptions(WEB_DOWNLOAD_RENDER)].map(canonicalImageQuery),
  );
  /** Canonical renders no page asks for: each width and quality of the ladders but those. */
  const otherRenders = [100, 200, 400, 800, 1200, 1600, 1920, 2400]
    .flatMap((width) =>
      [30, 40, 50, 60, 70, 80, 90].map((quality) => canonicalImageQuery(canonicalOptions({ width, quality }))),
    )
    .filter((query) => !productRenders.has(query));

  async function renders(accountId: string): Promise<number> {
    const [row] = await sql<{ quantity: number }[]>`
      select coalesce(sum(quantity), 0)::float8 as quantity from usage_days where account_id = ${accountId} and meter = 'renders'`;
    return row?.quantity ?? 0;
  }

  it('renders, stores and bills nothing for 50 anonymous requests of renders no page asks for', async () => {
    const studio = await newUser('billed');
    const gallery = await createGallery(sql, studio, { status: 'published', visibility: 'public' });
    const photo = await uploadedPhoto(studio, gallery, 'IMG_1.jpg', await jpeg(1200, 800));
    const [billed, kept] = [await renders(studio.accountId), await renderKeys(photo.fileId)];

    expect(otherRenders.length).toBeGreaterThanOrEqual(50);
    const answers = [];
    for (const query of otherRenders.slice(0, 50)) {
      const res = await fetch(`${platformOrigin()}${photoPath(gallery, photo.filename)}?${query}`, {
        redirect: 'manual',
      });
      answers.push({ query, status: res.status, location: res.headers.get('location') ?? '' });
      await res.arrayBuffer();
    }
    expect(await renders(studio.accountId)).toBe(billed);
    expect((await renderKeys(photo.fileId)).sort()).toEqual(kept.sort());
    // A browser is sent to the nearest render the pages use, which is already stored.
    for (const { query, status, location } of answers) {
      expect(status, query).toBe(302);
      expect(productRenders.has(location.split('?')[1] ?? ''), location).toBe(true);
    }

    // The pages' own renders are still served, from storage, billing nothing more.
    for (const preset of ['thumbnail', imageSteps.tile, 'preview', imageSteps.cover, 'fullscreen'] as const) {
      const res = await get(url(photo, preset));
      expect(res.status, JSON.stringify(preset)).toBe(200);
    }
    expect(await renders(studio.accountId)).toBe(billed);
    // A browser following the answer gets an image.
    const followed = await get(`${photoPath(gallery, photo.filename)}?${otherRenders[0]}`);
    expect([followed.status, followed.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('serves the web-size download only where the gallery offers it', async () => {
    const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const photo = await uploadedPhoto(owner, gallery, 'IMG_3.jpg', await jpeg(1200, 800));
    const download = `${photoPath(gallery, photo.filename)}?${canonicalImageQuery(canonicalOptions(WEB_DOWNLOAD_RENDER))}`;
    expect((await fetch(`${platformOrigin()}${download}`, { redirect: 'manual' })).status).toBe(200);
    await sql`update galleries set settings = settings || ${sql.json({ downloads: false })} where id = ${gallery}`;
    const off = await fetch(`${platformOrigin()}${download}`, { redirect: 'manual' });
    expect([off.status, off.headers.get('location')]).toEqual([302, url(photo, 'fullscreen')]);
  });

  it('still renders any size for the studio’s own members', async () => {
    const photo = await uploadedPhoto(
      owner,
      await createGallery(sql, owner, { status: 'published', visibility: 'public' }),
      'IMG_2.jpg',
      await jpeg(1200, 800),
    );
    const res = await get(url(photo, { width: 1600, quality: 40 }, await memberAccess(owner, photo.galleryId)));
    expect(res.status).toBe(200);
    expect(await renderKeys(photo.fileId)).toHaveLength(6);
  });
});
