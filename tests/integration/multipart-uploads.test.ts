// Large photos in parts: the browser sends every request of a multipart upload straight to the
// bucket, each signed by the API for a staged key of the gallery, then the API judges the
// assembled bytes exactly as a single upload's (uploads.test.ts). The local S3 checks no part,
// size or type, so every refusal here is the server's own.
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, uploadRenderOptions, type UploadedPhoto } from '../../core/domain/images';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { PHOTO_BUCKET } from '../../local/platform';
import { sweepAbandonedUploads } from '../../local/s3-multipart';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { bucket, createGallery, jpeg, objectBytes, objectExists, renderKeys, tiff16 } from './support/gallery-fixture';
import {
  assemble,
  fileHash,
  listParts,
  onUpload,
  openUpload,
  PART_BYTES,
  sendPart,
  sendSigned,
  startMultipart,
  uploadInParts,
  type OpenUpload,
} from './support/multipart-upload';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let galleryId: string;
let strangersGalleryId: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('large-uploads'), newUser('stranger')]);
  [galleryId, strangersGalleryId] = await Promise.all([createGallery(sql, owner), createGallery(sql, stranger)]);
});
afterAll(() => sql.end());

/** A real JPEG of two parts: decoders stop at its end, the padding after it only makes it large. */
const largeJpeg = async (padding = PART_BYTES + 256 * 1024) =>
  Buffer.concat([await jpeg(40, 30), Buffer.alloc(padding, 7)]);

const photoRows = async () =>
  (await sql<{ n: number }[]>`select count(*)::int as n from photos where gallery_id = ${galleryId}`)[0]?.n;

async function errorOf(res: Response): Promise<[number, string]> {
  return [res.status, ((await res.json()) as { error: { code: string } }).error.code];
}

/** Nothing of the upload is kept: no photo, nothing staged, nothing at its final key. */
async function expectNothingKept(upload: OpenUpload, rowsBefore: number | undefined) {
  expect(await photoRows()).toBe(rowsBefore);
  expect([await objectExists(upload.key), await objectExists(upload.key.slice(STAGING_PREFIX.length))]).toEqual([
    false,
    false,
  ]);
}

describe('multipart uploads', () => {
  it('resume after the parts that landed, and register the assembled bytes once', async () => {
    const file = await largeJpeg();
    const upload = await openUpload(owner, galleryId, file);
    expect(upload.key.startsWith(`${STAGING_PREFIX}${owner.accountId}/${galleryId}/`)).toBe(true);

    const first = await sendPart(owner, galleryId, upload, file, 1);
    // The connection dropped here: the browser asks what landed and sends only the rest.
    expect(await listParts(owner, galleryId, upload)).toEqual([{ PartNumber: 1, Size: PART_BYTES }]);
    const second = await sendPart(owner, galleryId, upload, file, 2);
    await assemble(owner, galleryId, upload, [first, second]);

    const done = await onUpload(owner, '/complete', galleryId, upload, {
      filename: 'LARGE.jpg',
      sha256: fileHash(file),
    });
    expect(done.status).toBe(201);
    const { photo } = (await done.json()) as { photo: UploadedPhoto };
    expect([photo.filename, photo.size, photo.mimeType, photo.width, photo.height]).toEqual([
      'LARGE.jpg',
      file.length,
      'image/jpeg',
      40,
      30,
    ]);
    expect((await objectBytes(photo.fileId)).equals(file)).toBe(true);
    expect(await objectExists(upload.key)).toBe(false);
    const [row] = await sql<{ hash: string }[]>`select content_sha256 as hash from photos where id = ${photo.id}`;
    expect(row?.hash).toBe(fileHash(file));

    // A completion retried after a lost answer gets the same photo; nothing new is made.
    const again = await onUpload(owner, '/complete', galleryId, upload, { filename: 'x.jpg' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { photo: UploadedPhoto }).photo.id).toBe(photo.id);

    // The same file chosen again is known by its hash, and sent anyway it stays one photo.
    const other = fileHash(Buffer.from('another file'));
    const known = await api('POST', '/api/upload/known', {
      token: owner.accessToken,
      body: { galleryId, sha256s: [fileHash(file), other] },
    });
    expect(await known.json()).toEqual({ known: [fileHash(file)] });
    const rowsBefore = await photoRows();
    const { upload: twice, res: resent } = await uploadInParts(owner, galleryId, file, 'LARGE copy.jpg');
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { photo: UploadedPhoto }).photo.id).toBe(photo.id);
    expect(await photoRows()).toBe(rowsBefore);
    expect(await objectExists(twice.key.slice(STAGING_PREFIX.length))).toBe(false);
  });

  it('keep a TIFF over 10 MB as a JPEG named after it, with its renders, known by the TIFF’s hash', async () => {
    const tiff = await tiff16(1400, 1300, 'none'); // 6 bytes a pixel: just over 10 MB
    expect(tiff.length).toBeGreaterThan(10 * 1024 * 1024);
    const { res } = await uploadInParts(owner, galleryId, tiff, 'SCAN_0001.tif', 'image/tiff');
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: UploadedPhoto };
    const kept = await objectBytes(photo.fileId);
    expect([photo.filename, photo.mimeType, photo.width, photo.height, photo.size]).toEqual([
      'SCAN_0001.jpg',
      'image/jpeg',
      1400,
      1300,
      kept.length,
    ]);
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', depth: 'uchar', width: 1400, height: 1300 });
    expect(await renderKeys(photo.fileId)).toHaveLength(uploadRenderOptions().length);
    const [row] = await sql<{ hash: string }[]>`select content_sha256 as hash from photos where id = ${photo.id}`;
    expect(row?.hash).toBe(fileHash(tiff));
    const known = await api('POST', '/api/upload/known', {
      token: owner.accessToken,
      body: { galleryId, sha256s: [fileHash(tiff)] },
    });
    expect(await known.json()).toEqual({ known: [fileHash(tiff)] });
  });

  it('refuse assembled bytes that are not the file chosen, or not a photo, keeping nothing', async () => {
    const file = await largeJpeg();
    const rowsBefore = await photoRows();

    // Part 2 sent again with other bytes after the browser hashed the file; assembled by the
    // server from the parts named, as a client that cannot assemble asks.
    const tampered = await openUpload(owner, galleryId, file);
    const parts = [
      await sendPart(owner, galleryId, tampered, file, 1),
      await sendPart(owner, galleryId, tampered, file, 2, Buffer.alloc(256 * 1024, 9)),
    ];
    const refused = await onUpload(owner, '/complete', galleryId, tampered, {
      parts,
      filename: 'LARGE.jpg',
      sha256: fileHash(file),
    });
    expect(await errorOf(refused)).toEqual([400, 'upload_corrupted']);
    await expectNothingKept(tampered, rowsBefore);

    // A PDF declared as a JPEG: the type comes from the bytes.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\n'), Buffer.alloc(PART_BYTES + 10, 32)]);
    const notPhoto = await openUpload(owner, galleryId, pdf);
    const pdfParts = [
      await sendPart(owner, galleryId, notPhoto, pdf, 1),
      await sendPart(owner, galleryId, notPhoto, pdf, 2),
    ];
    const wrongType = await onUpload(owner, '/complete', galleryId, notPhoto, { parts: pdfParts, filename: 'a.jpg' });
    expect(await errorOf(wrongType)).toEqual([400, 'unsupported_type']);
    await expectNothingKept(notPhoto, rowsBefore);
  });

  it('refuse to start what cannot be a photo, and any call on an upload of another studio', async () => {
    expect(await errorOf(await startMultipart(owner, galleryId, { size: MAX_PHOTO_BYTES + 1 }))).toEqual([
      400,
      'file_too_large',
    ]);
    expect(await errorOf(await startMultipart(owner, galleryId, { size: 20_000_000, type: 'video/mp4' }))).toEqual([
      400,
      'unsupported_type',
    ]);
    expect(await errorOf(await startMultipart(stranger, galleryId, { size: 20_000_000 }))).toEqual([404, 'not_found']);

    // The owner's open upload, reached through the stranger's own gallery or the owner's.
    const file = await largeJpeg();
    const upload = await openUpload(owner, galleryId, file);
    await sendPart(owner, galleryId, upload, file, 1);
    const calls: [string, object][] = [
      ...['part', 'parts', 'complete', 'abort'].map((request): [string, object] => [
        '/sign',
        { request, partNumber: 2 },
      ]),
      ['/complete', { filename: 'x.jpg' }],
      ['/complete', { parts: [{ PartNumber: 1, ETag: 'x' }], filename: 'x.jpg' }],
    ];
    for (const [path, extra] of calls) {
      for (const gallery of [strangersGalleryId, galleryId]) {
        expect(await errorOf(await onUpload(stranger, path, gallery, upload, extra))).toEqual([404, 'not_found']);
      }
    }
    expect(await listParts(owner, galleryId, upload)).toHaveLength(1);
  });

  it('are abandoned on request, and swept once a day old when nobody finished them', async () => {
    const file = await largeJpeg();
    const cancelled = await openUpload(owner, galleryId, file);
    await sendPart(owner, galleryId, cancelled, file, 1);
    const abandon = await sendSigned(owner, galleryId, cancelled, { request: 'abort' }, { method: 'DELETE' });
    expect(abandon.status).toBe(204);
    expect(await listParts(owner, galleryId, cancelled)).toBeUndefined();

    const abandoned = await openUpload(owner, galleryId, file);
    await sendPart(owner, galleryId, abandoned, file, 1);
    const ownStaging = `${STAGING_PREFIX}${owner.accountId}/`;
    const { Uploads = [] } = await bucket().send(
      new ListMultipartUploadsCommand({ Bucket: PHOTO_BUCKET, Prefix: abandoned.key }),
    );
    const startedAt = Uploads[0]?.Initiated?.getTime() ?? 0;
    const day = 24 * 60 * 60 * 1000;

    expect(
      await sweepAbandonedUploads(bucket(), PHOTO_BUCKET, new Date(startedAt + day - 1), ownStaging),
    ).not.toContain(abandoned.key);
    expect(await listParts(owner, galleryId, abandoned)).toHaveLength(1);
    expect(await sweepAbandonedUploads(bucket(), PHOTO_BUCKET, new Date(startedAt + day), ownStaging)).toContain(
      abandoned.key,
    );
    expect(await listParts(owner, galleryId, abandoned)).toBeUndefined();
    const late = await onUpload(owner, '/complete', galleryId, abandoned, {
      parts: [{ PartNumber: 1, ETag: 'x' }],
      filename: 'late.jpg',
    });
    expect(await errorOf(late)).toEqual([400, 'upload_missing']);
  });
});
