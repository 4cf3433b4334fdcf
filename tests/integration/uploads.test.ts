// Photo uploads: presigned POSTs straight to the bucket's staging prefix, then a completion
// that moves what really landed to its final key and judges it there. The local S3 enforces
// no policy, so every refusal here is the server's own.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, uploadRenderOptions, type UploadedPhoto } from '../../core/domain/images';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { PHOTO_BUCKET } from '../../local/platform';
import { sweepStagedUploads } from '../../local/s3';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import {
  bucket,
  complete,
  createGallery,
  jpeg,
  memberAccess,
  objectExists,
  objectKeys,
  pngBomb,
  postToBucket,
  presign,
  putObject,
  renderKeys,
  storedAt,
  tiff16,
  uploadedPhoto,
  type PresignedUpload,
} from './support/gallery-fixture';
import { fileHash } from './support/multipart-upload';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const MB = 1024 * 1024;
let owner: TestUser;
/** The owner's staged uploads: a sweep of them leaves other test files' uploads alone. */
const ownStaging = () => `${STAGING_PREFIX}${owner.accountId}/`;
let stranger: TestUser;
let galleryId: string;
let strangersGalleryId: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('uploader'), newUser('stranger')]);
  galleryId = await createGallery(sql, owner);
  strangersGalleryId = await createGallery(sql, stranger);
});
afterAll(() => sql.end());

const photoRows = async (gallery: string) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from photos where gallery_id = ${gallery}`)[0]?.n;

async function issue(file: { size: number; type?: string }, gallery = galleryId): Promise<PresignedUpload> {
  const res = await presign(owner, gallery, [
    { clientId: 'c1', name: 'IMG.jpg', size: file.size, type: file.type ?? 'image/jpeg' },
  ]);
  expect(res.status).toBe(200);
  const [upload] = ((await res.json()) as { uploads: PresignedUpload[] }).uploads;
  if (!upload) throw new Error('no upload issued');
  return upload;
}

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** Where a staged upload's photo is kept once completed: the same key outside the staging prefix. */
const finalKey = (upload: PresignedUpload) => upload.key.slice(STAGING_PREFIX.length);

/** Completes a stored upload the server must refuse: the answer's code, nothing registered, the object gone. */
async function expectRefusedAndDeleted(upload: PresignedUpload, code: string) {
  expect(await objectExists(upload.key)).toBe(true);
  const before = await photoRows(galleryId);
  const started = performance.now();
  const res = await complete(owner, { galleryId, key: upload.key, filename: 'refused.jpg' });
  expect([res.status, await errorCode(res)]).toEqual([400, code]);
  expect([await objectExists(upload.key), await objectExists(finalKey(upload))]).toEqual([false, false]);
  expect(await photoRows(galleryId)).toBe(before);
  return performance.now() - started;
}

async function storedBytes(key: string): Promise<Buffer> {
  const object = await bucket().send(new GetObjectCommand({ Bucket: PHOTO_BUCKET, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

/** The photo as its gallery's members see it: a render from the image API. */
async function servedSize(photo: UploadedPhoto): Promise<[number | undefined, number | undefined]> {
  const access = await memberAccess(owner, photo.galleryId);
  const res = await fetch(`${platformOrigin()}${imageUrl(photo.galleryId, photo.filename, { width: 400 }, access)}`);
  expect(res.status).toBe(200);
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [width, height];
}

describe('POST /api/upload (presigned)', () => {
  it('issues a POST per acceptable file, under a key the server made, and says why it refuses the others', async () => {
    const res = await presign(owner, galleryId, [
      { clientId: 'ok', name: 'a.jpg', size: 5 * MB, type: 'image/jpeg' },
      { clientId: 'avif', name: 'b.avif', size: 1000, type: 'image/avif' },
      { clientId: 'big', name: 'c.jpg', size: 120 * MB + 1, type: 'image/jpeg' },
      { clientId: 'gif', name: 'd.gif', size: 1000, type: 'image/gif' },
      { clientId: 'heic', name: 'e.heic', size: 1000, type: 'image/heic' },
      { clientId: 'pdf', name: 'f.pdf', size: 1000, type: 'application/pdf' },
      { clientId: 'empty', name: 'g.jpg', size: 0, type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { uploads: PresignedUpload[]; rejected: { clientId: string; code: string }[] };
    expect(body.uploads.map((u) => u.clientId)).toEqual(['ok', 'avif']);
    expect(body.rejected).toEqual([
      { clientId: 'big', code: 'file_too_large' },
      { clientId: 'gif', code: 'unsupported_type' },
      { clientId: 'heic', code: 'unsupported_type' },
      { clientId: 'pdf', code: 'unsupported_type' },
      { clientId: 'empty', code: 'unsupported_type' },
    ]);
    const [upload] = body.uploads;
    expect(upload!.key).toMatch(new RegExp(`^${STAGING_PREFIX}${owner.accountId}/${galleryId}/[A-Za-z0-9_-]{22}$`));
    expect(new Set(body.uploads.map((u) => u.key)).size).toBe(2);
  });

  it('signs a policy that pins the key, the exact content type and the size (what real S3 enforces)', async () => {
    const upload = await issue({ size: 1234 });
    expect(upload.fields.key).toBe(upload.key);
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: upload.key },
        ['content-length-range', 1, 1234],
        ['eq', '$Content-Type', 'image/jpeg'],
      ]),
    );
    expect(upload.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses another studio’s gallery, a missing token and more than 100 files', async () => {
    const file = { clientId: 'c', name: 'a.jpg', size: 10, type: 'image/jpeg' };
    expect((await presign(owner, strangersGalleryId, [file])).status).toBe(404);
    expect((await api('POST', '/api/upload', { body: { galleryId, files: [file] } })).status).toBe(401);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...file, clientId: `c${i}` }));
    const res = await presign(owner, galleryId, many);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid_input');
  });
});

describe('POST /api/upload/complete', () => {
  it('registers the stored photo with its size, type, displayed dimensions and EXIF', async () => {
    const file = await jpeg(300, 200, { orientation: 6, camera: true });
    const photo = await uploadedPhoto(owner, galleryId, 'IMG_0001.jpg', file);
    expect(photo).toMatchObject({
      galleryId,
      filename: 'IMG_0001.jpg',
      size: file.length,
      mimeType: 'image/jpeg',
      // Orientation 6 turns the stored 300×200 into a portrait photo.
      width: 200,
      height: 300,
      urlPath: `/api/images/${galleryId}/IMG_0001.jpg`,
      metadata: {
        orientation: 6,
        capturedAt: '2024-05-01T10:30:00+02:00',
        camera: 'Canon EOS R5',
        lens: 'RF 50mm F1.2',
        exposureTime: 0.004,
        fNumber: 2.8,
        iso: 400,
        focalLength: 50,
      },
    });
    const [row] = await sql`select file_id, author_id, width, height from photos where id = ${photo.id}`;
    expect(row).toEqual({ file_id: photo.fileId, author_id: owner.userId, width: 200, height: 300 });
    expect(await objectExists(photo.fileId)).toBe(true);
  });

  it('keeps a 16-bit TIFF as a JPEG named after it, with its renders, known by the TIFF’s hash', async () => {
    const tiff = await tiff16(120, 80);
    const upload = await issue({ size: tiff.length, type: 'image/tiff' });
    expect((await postToBucket(upload, tiff, 'image/tiff')).status).toBeLessThan(300);
    const res = await complete(owner, {
      galleryId,
      key: upload.key,
      filename: 'Wedding_0001.tif',
      sha256: fileHash(tiff),
    });
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: UploadedPhoto };
    const kept = await storedBytes(photo.fileId);
    expect(photo).toMatchObject({ filename: 'Wedding_0001.jpg', mimeType: 'image/jpeg', width: 120, height: 80 });
    expect(photo.size).toBe(kept.length);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', depth: 'uchar', width: 120, height: 80 });
    expect(await renderKeys(photo.fileId)).toHaveLength(uploadRenderOptions().length);
    expect(await servedSize(photo)).toEqual([120, 80]);
    // Chosen again, the TIFF is known: the browser hashes the file it has, not the JPEG kept.
    const [row] = await sql<{ hash: string }[]>`select content_sha256 as hash from photos where id = ${photo.id}`;
    expect(row?.hash).toBe(fileHash(tiff));
    const known = await api('POST', '/api/upload/known', {
      token: owner.accessToken,
      body: { galleryId, sha256s: [fileHash(tiff), fileHash(kept)] },
    });
    expect(await known.json()).toEqual({ known: [fileHash(tiff)] });
  });

  it('refuses a .tif that is no TIFF, or whose pixels cannot be read, and keeps nothing', async () => {
    const text = Buffer.from('Not a scan, only its name');
    // A TIFF's header and directory (at its end) intact, its pixels garbage: it passes every
    // check on its header and fails only as it is made a JPEG.
    const broken = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a6' } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    for (let i = 8; i < broken.length - 300; i++) broken[i] = (i * 7) & 255;
    for (const file of [text, broken]) {
      const upload = await issue({ size: file.length, type: 'image/tiff' });
      await postToBucket(upload, file, 'image/tiff');
      await expectRefusedAndDeleted(upload, 'unsupported_type');
    }
  });

  it('makes each new photo’s filename unique in the gallery', async () => {
    const gallery = await createGallery(sql, owner);
    const first = await uploadedPhoto(owner, gallery, 'IMG_1.jpg', await jpeg(40, 30));
    const second = await uploadedPhoto(owner, gallery, 'IMG_1.jpg', await jpeg(40, 30));
    const third = await uploadedPhoto(owner, gallery, 'IMG_1.jpg', await jpeg(40, 30));
    const odd = await uploadedPhoto(owner, gallery, '../evil\u0001name.jpg', await jpeg(40, 30));
    expect([first, second, third, odd].map((p) => p.filename)).toEqual([
      'IMG_1.jpg',
      'IMG_1 (2).jpg',
      'IMG_1 (3).jpg',
      '___evil_name.jpg',
    ]);
  });

  /** The gallery's photos as they are ordered, by filename. */
  const photoOrder = async (gallery: string) =>
    (await sql<{ filename: string }[]>`select filename from photos where gallery_id = ${gallery} order by "order"`).map(
      (row) => row.filename,
    );

  it('places each new photo by capture time, whatever order the uploads finish in', async () => {
    const gallery = await createGallery(sql, owner);
    for (const [name, capturedAt] of [
      ['IMG_3.jpg', '2024:05:01 10:03:00'],
      ['IMG_1.jpg', '2024:05:01 10:01:00'],
      ['DSC_9.jpg', undefined],
      ['IMG_0.jpg', '2024:05:01 10:00:00'],
      ['IMG_2.jpg', '2024:05:01 10:02:00'],
    ] as const) {
      await uploadedPhoto(owner, gallery, name, await jpeg(40, 30, { capturedAt }));
    }
    expect(await photoOrder(gallery)).toEqual(['IMG_0.jpg', 'IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg', 'DSC_9.jpg']);
  });

  it('places each new photo by file name when the gallery asks, and keeps an arrangement made by hand', async () => {
    const gallery = await createGallery(sql, owner);
    await sql`update galleries set settings = settings || '{"photoOrder": "filename"}' where id = ${gallery}`;
    for (const name of ['IMG_10.jpg', 'IMG_2.jpg', 'IMG_1.jpg']) {
      await uploadedPhoto(owner, gallery, name, await jpeg(40, 30, { capturedAt: '2024:05:01 10:00:00' }));
    }
    expect(await photoOrder(gallery)).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_10.jpg']);

    // Arranged by hand: IMG_10 first. A new IMG_5 goes before the first photo that sorts after it.
    await sql`update photos set "order" = case filename when 'IMG_10.jpg' then 0 when 'IMG_1.jpg' then 1 else 2 end
              where gallery_id = ${gallery}`;
    await uploadedPhoto(owner, gallery, 'IMG_5.jpg', await jpeg(40, 30));
    expect(await photoOrder(gallery)).toEqual(['IMG_5.jpg', 'IMG_10.jpg', 'IMG_1.jpg', 'IMG_2.jpg']);
  });

  it('stores a URL path that the image API serves, even when the filename needs escaping', async () => {
    const gallery = await createGallery(sql, owner);
    const photo = await uploadedPhoto(owner, gallery, 'Beach day #1 100%?.jpg', await jpeg(40, 30));
    expect(photo.urlPath).toBe(`/api/images/${gallery}/Beach%20day%20%231%20100%25%3F.jpg`);
    const query = imageUrl(gallery, photo.filename, 'thumbnail', await memberAccess(owner, gallery)).split('?')[1];
    const res = await fetch(`${platformOrigin()}${photo.urlPath}?${query}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
  });

  it('never gives a deleted photo’s name to a new one (its URL may still be cached)', async () => {
    const gallery = await createGallery(sql, owner);
    const first = await uploadedPhoto(owner, gallery, 'IMG_7.jpg', await jpeg(40, 30));
    await sql`delete from photos where id = ${first.id}`;
    const second = await uploadedPhoto(owner, gallery, 'IMG_7.jpg', await jpeg(40, 30));
    expect(second.filename).toBe('IMG_7 (2).jpg');
    expect(await sql`select * from private.retired_photo_filenames where gallery_id = ${gallery}`).toHaveLength(1);
    // Deleting the gallery takes its names along.
    await sql`delete from galleries where id = ${gallery}`;
    expect(await sql`select * from private.retired_photo_filenames where gallery_id = ${gallery}`).toHaveLength(0);
  });

  it('answers a repeated completion with the photo it already registered', async () => {
    const file = await jpeg(40, 30);
    const upload = await issue({ size: file.length });
    expect((await postToBucket(upload, file)).status).toBeLessThan(300);
    const first = await complete(owner, { galleryId, key: upload.key, filename: 'again.jpg' });
    const second = await complete(owner, { galleryId, key: upload.key, filename: 'again.jpg' });
    expect([first.status, second.status]).toEqual([201, 200]);
    const a = (await first.json()) as { photo: { id: string } };
    const b = (await second.json()) as { photo: { id: string } };
    expect(b.photo.id).toBe(a.photo.id);
  });

  it('refuses a key that was never uploaded with upload_missing', async () => {
    const upload = await issue({ size: 100 });
    const res = await complete(owner, { galleryId, key: upload.key, filename: 'ghost.jpg' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('upload_missing');
  });

  it('refuses a file larger than 120 MB that reached the bucket anyway, and deletes it', async () => {
    const upload = await issue({ size: 1000 });
    // The policy allows 1,000 bytes; real S3 would refuse this body, the local one stores anything.
    const file = Buffer.concat([await jpeg(40, 30), Buffer.alloc(120 * MB)]);
    await putObject(upload.key, file);
    await expectRefusedAndDeleted(upload, 'file_too_large');
  }, 120_000); // 120 MB written, moved and refused

  it.each([
    ['an HTML page sent as image/jpeg', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), 'application/pdf'],
    ['a truncated JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]), 'image/jpeg'],
  ])('refuses %s with unsupported_type and deletes it', async (_label, file, sentType) => {
    const upload = await issue({ size: file.length });
    // Content type tampered with after signing: the local S3 does not check the policy.
    await postToBucket({ url: upload.url, fields: { ...upload.fields, 'Content-Type': sentType } }, file, sentType);
    await expectRefusedAndDeleted(upload, 'unsupported_type');
  });

  it('refuses a decompression bomb from its header, fast, and deletes it', async () => {
    const bomb = pngBomb();
    const upload = await issue({ size: bomb.length, type: 'image/png' });
    await postToBucket(upload, bomb, 'image/png');
    expect(await expectRefusedAndDeleted(upload, 'too_many_pixels')).toBeLessThan(2000);
  });

  it('refuses, and leaves alone, keys outside this studio’s gallery or not shaped as issued', async () => {
    // Another studio's stored photo and staged upload: completing them into one's own gallery
    // must neither register, move nor delete them.
    const strangersKey = `${stranger.accountId}/${strangersGalleryId}/AAAAAAAAAAAAAAAAAAAAAA`;
    const strangersStagedKey = `${STAGING_PREFIX}${strangersKey}`;
    await putObject(strangersKey, await jpeg(40, 30));
    await putObject(strangersStagedKey, await jpeg(40, 30));
    const keyInOtherGallery = `${STAGING_PREFIX}${owner.accountId}/${strangersGalleryId}/AAAAAAAAAAAAAAAAAAAAAA`;
    const before = await photoRows(galleryId);
    for (const key of [
      strangersKey,
      strangersStagedKey,
      keyInOtherGallery,
      `${STAGING_PREFIX}${owner.accountId}/${galleryId}/../../${strangersKey}`,
      `${STAGING_PREFIX}${owner.accountId}/${galleryId}/`,
      // A final key is never an upload's.
      `${owner.accountId}/${galleryId}/AAAAAAAAAAAAAAAAAAAAAA`,
    ]) {
      const res = await complete(owner, { galleryId, key, filename: 'stolen.jpg' });
      expect(res.status, key).toBe(404);
    }
    // Or completing into the other studio's gallery with its own key.
    expect(
      (await complete(owner, { galleryId: strangersGalleryId, key: strangersStagedKey, filename: 'x.jpg' })).status,
    ).toBe(404);
    expect([await objectExists(strangersKey), await objectExists(strangersStagedKey)]).toEqual([true, true]);
    expect(await photoRows(galleryId)).toBe(before);
    expect(await photoRows(strangersGalleryId)).toBe(0);
  });
});

describe('POST /api/upload/alike', () => {
  it('names the chosen files whose name and size a photo of the gallery has, and only in that gallery', async () => {
    const gallery = await createGallery(sql, owner);
    const file = await jpeg(64, 48);
    await uploadedPhoto(owner, gallery, 'Ceremony_0412.jpg', file);
    const ask = (user: TestUser, inGallery: string) =>
      api('POST', '/api/upload/alike', {
        token: user.accessToken,
        body: {
          galleryId: inGallery,
          files: [
            { filename: 'Ceremony_0412.jpg', size: file.length + 1 },
            { filename: 'Ceremony_0412.jpg', size: file.length },
            { filename: 'Ceremony_0413.jpg', size: file.length },
          ],
        },
      });
    const alike = await ask(owner, gallery);
    expect(alike.status).toBe(200);
    expect(await alike.json()).toEqual({ alike: [1] });
    // Another gallery of the studio has no such photo; another studio may not ask about this one.
    expect(await (await ask(owner, galleryId)).json()).toEqual({ alike: [] });
    expect((await ask(stranger, gallery)).status).toBe(404);
    const empty = await api('POST', '/api/upload/alike', {
      token: owner.accessToken,
      body: { galleryId: gallery, files: [] },
    });
    expect(empty.status).toBe(400);
  });
});

describe('staged uploads', () => {
  it('are issued only under the staging prefix: the key, the form’s fields and the signed policy', async () => {
    const upload = await issue({ size: 1234 });
    expect(upload.key).toMatch(new RegExp(`^${STAGING_PREFIX}${owner.accountId}/${galleryId}/[A-Za-z0-9_-]{22}$`));
    expect(upload.fields.key).toBe(upload.key);
    const { conditions } = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    // The one condition naming a key pins it exactly: no prefix a final key could fall under.
    const keyConditions = conditions.filter((c) => JSON.stringify(c).includes('key'));
    expect(keyConditions).toEqual([{ key: upload.key }]);
    expect(new URL(upload.url).pathname).toBe(`/${PHOTO_BUCKET}`);
  });

  it('are moved on completion: the photo is served from its final key and the staged object is gone', async () => {
    const file = await jpeg(60, 40);
    const upload = await issue({ size: file.length });
    expect((await postToBucket(upload, file)).status).toBeLessThan(300);
    const res = await complete(owner, { galleryId, key: upload.key, filename: 'moved.jpg' });
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: UploadedPhoto };
    expect(photo.fileId).toBe(finalKey(upload));
    expect(photo.fileId.startsWith(STAGING_PREFIX)).toBe(false);
    expect([await objectExists(photo.fileId), await objectExists(upload.key)]).toEqual([true, false]);
    expect((await storedBytes(photo.fileId)).equals(file)).toBe(true);
    expect(await servedSize(photo)).toEqual([60, 40]);
  });

  it('cannot change a checked photo: writing to its staged key again after completion changes nothing served', async () => {
    const checked = await jpeg(60, 40);
    const upload = await issue({ size: checked.length });
    await postToBucket(upload, checked);
    const first = await complete(owner, { galleryId, key: upload.key, filename: 'checked.jpg' });
    const { photo } = (await first.json()) as { photo: UploadedPhoto };

    // In S3 the policy stays usable for its 15 minutes; the local bucket takes anything.
    const swapped = await jpeg(40, 60);
    expect((await postToBucket(upload, swapped)).status).toBeLessThan(300);
    const again = await complete(owner, { galleryId, key: upload.key, filename: 'checked.jpg' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { photo: UploadedPhoto }).photo).toEqual(photo);

    expect((await storedBytes(photo.fileId)).equals(checked)).toBe(true);
    expect(await servedSize(photo)).toEqual([60, 40]);
  });

  it('that nobody completed are swept once older than a day, and nothing else is', async () => {
    const kept = await uploadedPhoto(owner, galleryId, 'kept.jpg', await jpeg(40, 30));
    const file = await jpeg(40, 30);
    const abandoned = await issue({ size: file.length });
    await postToBucket(abandoned, file);
    const uploadedAt = await storedAt(abandoned.key);
    const day = 24 * 60 * 60 * 1000;

    expect(
      await sweepStagedUploads(bucket(), PHOTO_BUCKET, new Date(uploadedAt + day - 1), ownStaging()),
    ).not.toContain(abandoned.key);
    expect(await objectExists(abandoned.key)).toBe(true);

    expect(await sweepStagedUploads(bucket(), PHOTO_BUCKET, new Date(uploadedAt + day), ownStaging())).toContain(
      abandoned.key,
    );
    expect(await objectExists(abandoned.key)).toBe(false);
    expect(await objectExists(kept.fileId)).toBe(true);
    const late = await complete(owner, { galleryId, key: abandoned.key, filename: 'late.jpg' });
    expect([late.status, await errorCode(late)]).toEqual([400, 'upload_missing']);
  });
});

describe('POST /api/upload (multipart, small files)', () => {
  function form(gallery: string, file: Blob, name: string): FormData {
    const data = new FormData();
    data.append('galleryId', gallery);
    data.append('photo', file, name);
    return data;
  }

  const post = (user: TestUser, body: FormData) =>
    fetch(`${platformOrigin()}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}` },
      body,
    });

  it('stores and registers a photo in one step, with the renders its pages ask for', async () => {
    const file = await jpeg(64, 48);
    const res = await post(
      owner,
      form(galleryId, new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'small.jpg'),
    );
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: { fileId: string; width: number; filename: string } };
    expect(photo).toMatchObject({ width: 64, filename: 'small.jpg' });
    expect(photo.fileId.startsWith(`${owner.accountId}/${galleryId}/`)).toBe(true);
    expect(await objectExists(photo.fileId)).toBe(true);
    expect(await renderKeys(photo.fileId)).toHaveLength(5);
  });

  it('stores a TIFF as its JPEG', async () => {
    const tiff = await tiff16(64, 48);
    const res = await post(
      owner,
      form(galleryId, new Blob([new Uint8Array(tiff)], { type: 'image/tiff' }), 'scan.tiff'),
    );
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: UploadedPhoto };
    expect(photo).toMatchObject({ filename: 'scan.jpg', mimeType: 'image/jpeg', width: 64, height: 48 });
    expect(await sharp(await storedBytes(photo.fileId)).metadata()).toMatchObject({ format: 'jpeg', width: 64 });
  });

  it('stores nothing for a file that is not a photo, or for another studio’s gallery', async () => {
    const gallery = await createGallery(sql, owner);
    const text = await post(owner, form(gallery, new Blob(['hello'], { type: 'image/jpeg' }), 'note.jpg'));
    expect(text.status).toBe(400);
    expect(await errorCode(text)).toBe('unsupported_type');
    const strangers = await createGallery(sql, stranger);
    const foreign = await post(owner, form(strangers, new Blob([new Uint8Array(await jpeg(10, 10))]), 'x.jpg'));
    expect(foreign.status).toBe(404);
    expect(await objectKeys(`${owner.accountId}/${gallery}/`)).toEqual([]);
    expect(await objectKeys(`${stranger.accountId}/${strangers}/`)).toEqual([]);
    expect([await photoRows(gallery), await photoRows(strangers)]).toEqual([0, 0]);
  });
});
