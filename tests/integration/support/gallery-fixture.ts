// Galleries, photos and the photo bucket as the gallery tests need them: each test user gets
// galleries of their own, written straight to Postgres; photos are made with sharp and stored
// through the real upload API or, for states the API refuses to create, straight into S3.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type postgres from 'postgres';
import sharp from 'sharp';
import type { UploadedPhoto } from '@core/domain/images';
import { localS3Client } from '@local/s3';
import { PHOTO_BUCKET, portsOf } from '@local/platform';
import { platformOrigin } from '../../support/env';
import { insertGallery, type GalleryOptions } from '../../support/gallery-rows';
import { api, type TestUser } from '../../support/users';

/** A gallery of `user`'s studio: by default an invite-only draft with downloads. */
export function createGallery(sql: postgres.Sql, user: TestUser, options: GalleryOptions = {}): Promise<string> {
  return insertGallery(sql, user, {
    name: 'Test gallery',
    status: 'draft',
    visibility: 'invite',
    downloads: true,
    expiresAt: 0,
    ...options,
  });
}

/** Gives the user's studio a public address, as Settings does. */
export async function giveSlug(sql: postgres.Sql, user: TestUser): Promise<string> {
  const slug = `studio-${user.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${user.accountId}`;
  return slug;
}

let client: S3Client | undefined;

/** The platform's photo bucket, reached directly as an operator would. */
export function bucket(): S3Client {
  client ??= localS3Client(`http://127.0.0.1:${portsOf(Number(new URL(platformOrigin()).port)).s3}`);
  return client;
}

/** Whether `key` is in the bucket. Only a 404 means "not there": any other failure is thrown. */
export async function objectExists(key: string): Promise<boolean> {
  try {
    await bucket().send(new HeadObjectCommand({ Bucket: PHOTO_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

export async function objectKeys(prefix: string): Promise<string[]> {
  const page = await bucket().send(new ListObjectsV2Command({ Bucket: PHOTO_BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}

/** The renders kept for the original under `fileId` (functions/lib/storage/stored-renders.ts). */
export function renderKeys(fileId: string): Promise<string[]> {
  const slash = fileId.lastIndexOf('/');
  return objectKeys(`${fileId.slice(0, slash)}/renders/${fileId.slice(slash + 1)}/`);
}

export async function objectBytes(key: string): Promise<Buffer> {
  const object = await bucket().send(new GetObjectCommand({ Bucket: PHOTO_BUCKET, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

export async function deleteObject(key: string): Promise<void> {
  await bucket().send(new DeleteObjectCommand({ Bucket: PHOTO_BUCKET, Key: key }));
}

/** When the object under `key` was stored, in ms, as a listing gives it (what the staged-upload sweep reads). */
export async function storedAt(key: string): Promise<number> {
  const page = await bucket().send(new ListObjectsV2Command({ Bucket: PHOTO_BUCKET, Prefix: key }));
  const stored = page.Contents?.find((object) => object.Key === key)?.LastModified;
  if (!stored) throw new Error(`${key} is not in the bucket`);
  return stored.getTime();
}

export async function putObject(key: string, body: Uint8Array, contentType = 'image/jpeg'): Promise<void> {
  await bucket().send(new PutObjectCommand({ Bucket: PHOTO_BUCKET, Key: key, Body: body, ContentType: contentType }));
}

let jpegsMade = 0;

/**
 * A JPEG of a soft gradient, optionally with EXIF as a camera writes it. Each is a file of its
 * own (a number after its end, which decoders ignore): a gallery keeps identical bytes as one
 * photo, and tests upload several photos of one size into a gallery (of one length, too).
 */
export async function jpeg(
  width: number,
  height: number,
  exif?: { orientation?: number; camera?: boolean; capturedAt?: string },
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } }).jpeg({
    quality: 85,
  });
  if (exif?.camera) {
    image = image.withExif({
      IFD0: { Make: 'Canon', Model: 'EOS R5' },
      IFD2: {
        DateTimeOriginal: '2024:05:01 10:30:00',
        OffsetTimeOriginal: '+02:00',
        ExposureTime: '1/250',
        FNumber: '2.8',
        ISOSpeedRatings: '400',
        LensModel: 'RF 50mm F1.2',
        FocalLength: '50',
      },
    });
  }
  if (exif?.capturedAt) image = image.withExif({ IFD2: { DateTimeOriginal: exif.capturedAt } });
  if (exif?.orientation) image = image.withMetadata({ orientation: exif.orientation });
  return Buffer.concat([await image.toBuffer(), Buffer.from(`#${String(++jpegsMade).padStart(8, '0')}`)]);
}

let tiffsMade = 0;

/**
 * A 16-bit RGB TIFF, as photographers export them: `compression` 'none' makes it large for its
 * size (6 bytes a pixel). Each is a file of its own (its colour), as jpeg() makes them.
 */
export async function tiff16(width: number, height: number, compression: 'lzw' | 'none' = 'lzw'): Promise<Buffer> {
  const shade = ++tiffsMade % 200;
  return sharp({ create: { width, height, channels: 3, background: { r: 40 + shade, g: 90, b: 160 } } })
    .toColourspace('rgb16')
    .tiff({ compression })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header promises
 * `side` × `side` pixels (50,000² is 2.5 gigapixels, 7.5 GB decoded).
 */
export function pngBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc(1 + side * 3)); // one row; the rest never arrives
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export type PresignedUpload = { clientId: string; key: string; url: string; fields: Record<string, string> };

export async function presign(
  user: TestUser,
  galleryId: string,
  files: { clientId: string; name: string; size: number; type: string }[],
): Promise<Response> {
  return api('POST', '/api/upload', { token: user.accessToken, body: { galleryId, files } });
}

/** The browser's multipart POST to S3: the issued fields, then the file, last. */
export async function postToBucket(
  upload: Pick<PresignedUpload, 'url' | 'fields'>,
  file: Uint8Array,
  type = 'image/jpeg',
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type }), 'upload');
  return fetch(upload.url, { method: 'POST', body: form });
}

export function complete(
  user: TestUser,
  body: { galleryId: string; key: string; filename: string; replacePhotoId?: string; sha256?: string },
): Promise<Response> {
  return api('POST', '/api/upload/complete', { token: user.accessToken, body });
}

/** Presigns, posts and completes one photo; returns the completion's answer. */
export async function uploadPhoto(user: TestUser, galleryId: string, name: string, file: Buffer): Promise<Response> {
  const res = await presign(user, galleryId, [{ clientId: 'c1', name, size: file.length, type: 'image/jpeg' }]);
  const { uploads } = (await res.json()) as { uploads: PresignedUpload[] };
  const [upload] = uploads;
  if (!upload) throw new Error(`no upload issued: ${res.status}`);
  const posted = await postToBucket(upload, file);
  if (!posted.ok) throw new Error(`S3 refused the upload: ${posted.status}`);
  return complete(user, { galleryId, key: upload.key, filename: name });
}

export async function uploadedPhoto(
  user: TestUser,
  galleryId: string,
  name: string,
  file: Buffer,
): Promise<UploadedPhoto> {
  const res = await uploadPhoto(user, galleryId, name, file);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { photo: UploadedPhoto }).photo;
}

/** A member's image token for the gallery, from the API. */
export async function memberAccess(user: TestUser, galleryId: string): Promise<string> {
  const res = await api('POST', `/api/galleries/${galleryId}/image-access`, { token: user.accessToken });
  if (res.status !== 200) throw new Error(`image-access: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
