// The browser's side of a multipart upload, as @uppy/aws-s3 drives it through the API: start,
// sign and PUT each part straight to the bucket, list what landed, complete.
import { createHash } from 'node:crypto';
import { api, type TestUser } from '../../support/users';

export type OpenUpload = { key: string; uploadId: string };
export type SentPart = { PartNumber: number; ETag: string };

/** The size of every part but the last: S3's smallest. */
export const PART_BYTES = 5 * 1024 * 1024;

export const fileHash = (file: Uint8Array): string => createHash('sha256').update(file).digest('hex');

export function startMultipart(
  user: TestUser,
  galleryId: string,
  file: { size: number; type?: string; filename?: string },
): Promise<Response> {
  return api('POST', '/api/upload/multipart', {
    token: user.accessToken,
    body: { galleryId, filename: file.filename ?? 'LARGE.jpg', size: file.size, type: file.type ?? 'image/jpeg' },
  });
}

export async function openUpload(user: TestUser, galleryId: string, file: Uint8Array): Promise<OpenUpload> {
  const res = await startMultipart(user, galleryId, { size: file.length });
  if (res.status !== 200) throw new Error(`start: ${res.status} ${await res.text()}`);
  return (await res.json()) as OpenUpload;
}

export function onUpload(user: TestUser, path: string, galleryId: string, upload: OpenUpload, extra = {}) {
  return api('POST', `/api/upload/multipart${path}`, {
    token: user.accessToken,
    body: { galleryId, key: upload.key, uploadId: upload.uploadId, ...extra },
  });
}

/** Signs and PUTs part `partNumber` (1-based) of `file`, or `bytes` in its place. */
export async function sendPart(
  user: TestUser,
  galleryId: string,
  upload: OpenUpload,
  file: Uint8Array,
  partNumber: number,
  bytes = file.subarray((partNumber - 1) * PART_BYTES, partNumber * PART_BYTES),
): Promise<SentPart> {
  const signed = await onUpload(user, '/sign-part', galleryId, upload, { partNumber });
  if (signed.status !== 200) throw new Error(`sign-part: ${signed.status} ${await signed.text()}`);
  const { url } = (await signed.json()) as { url: string };
  const put = await fetch(url, { method: 'PUT', body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`part ${partNumber}: ${put.status}`);
  return { PartNumber: partNumber, ETag: put.headers.get('etag') ?? '' };
}

export const partCount = (file: Uint8Array): number => Math.max(1, Math.ceil(file.length / PART_BYTES));

/** Every part of `file`, then the completion's answer. */
export async function uploadInParts(user: TestUser, galleryId: string, file: Uint8Array, filename = 'LARGE.jpg') {
  const upload = await openUpload(user, galleryId, file);
  const parts = await Promise.all(
    Array.from({ length: partCount(file) }, (_, i) => sendPart(user, galleryId, upload, file, i + 1)),
  );
  const res = await onUpload(user, '/complete', galleryId, upload, { parts, filename, sha256: fileHash(file) });
  return { upload, res };
}
