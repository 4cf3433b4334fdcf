// The browser's side of a multipart upload, as @uppy/aws-s3 drives it: every request to the
// bucket (start, each part, the listing of parts, the assembly, the abandonment) signed by the
// API, then sent straight to the bucket; then the API registers the assembled photo.
import { createHash } from 'node:crypto';
import { api, type TestUser } from '../../support/users';

export type OpenUpload = { key: string; uploadId: string };
export type SentPart = { PartNumber: number; ETag: string };

/**
 * The size of every part but the last. S3 takes 5 MB parts at the least, the browser's plugin
 * sends at least that; the local bucket takes any, and smaller parts keep these tests quick.
 */
export const PART_BYTES = 1024 * 1024;

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

const xmlValues = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

/** Starts an upload of `file` (of `type`) with the signed request the API gives, as the browser does. */
export async function openUpload(
  user: TestUser,
  galleryId: string,
  file: Uint8Array,
  type = 'image/jpeg',
): Promise<OpenUpload> {
  const res = await startMultipart(user, galleryId, { size: file.length, type });
  if (res.status !== 200) throw new Error(`start: ${res.status} ${await res.text()}`);
  const { key, url } = (await res.json()) as { key: string; url: string };
  const started = await fetch(url, { method: 'POST', headers: { 'content-type': type } });
  const [uploadId] = xmlValues(await started.text(), 'UploadId');
  if (!started.ok || !uploadId) throw new Error(`S3 did not start the upload: ${started.status}`);
  return { key, uploadId };
}

/** A call on an open upload of the gallery: POST /api/upload/multipart{path}. */
export function onUpload(user: TestUser, path: string, galleryId: string, upload: OpenUpload, extra = {}) {
  return api('POST', `/api/upload/multipart${path}`, {
    token: user.accessToken,
    body: { galleryId, key: upload.key, uploadId: upload.uploadId, ...extra },
  });
}

/** The request on the open upload the API signs, sent to the bucket. */
export async function sendSigned(
  user: TestUser,
  galleryId: string,
  upload: OpenUpload,
  request: { request: 'part' | 'parts' | 'complete' | 'abort'; partNumber?: number },
  init: { method: string; body?: BodyInit },
): Promise<Response> {
  const signed = await onUpload(user, '/sign', galleryId, upload, request);
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${await signed.text()}`);
  const { url } = (await signed.json()) as { url: string };
  return fetch(url, init);
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
  const put = await sendSigned(
    user,
    galleryId,
    upload,
    { request: 'part', partNumber },
    { method: 'PUT', body: new Uint8Array(bytes) },
  );
  if (!put.ok) throw new Error(`part ${partNumber}: ${put.status}`);
  return { PartNumber: partNumber, ETag: put.headers.get('etag') ?? '' };
}

/** The parts of the open upload that landed, as the bucket lists them; undefined once it is not open. */
export async function listParts(user: TestUser, galleryId: string, upload: OpenUpload) {
  const res = await sendSigned(user, galleryId, upload, { request: 'parts' }, { method: 'GET' });
  if (res.status === 404) return undefined;
  const xml = await res.text();
  const sizes = xmlValues(xml, 'Size').map(Number);
  return xmlValues(xml, 'PartNumber').map((number, i) => ({ PartNumber: Number(number), Size: sizes[i] }));
}

/** Assembles the parts with the signed request, as the browser does. */
export async function assemble(user: TestUser, galleryId: string, upload: OpenUpload, parts: SentPart[]) {
  const body = `<CompleteMultipartUpload>${parts
    .map((part) => `<Part><PartNumber>${part.PartNumber}</PartNumber><ETag>${part.ETag}</ETag></Part>`)
    .join('')}</CompleteMultipartUpload>`;
  const res = await sendSigned(user, galleryId, upload, { request: 'complete' }, { method: 'POST', body });
  if (!res.ok) throw new Error(`assembly: ${res.status} ${await res.text()}`);
}

export const partCount = (file: Uint8Array): number => Math.max(1, Math.ceil(file.length / PART_BYTES));

/** Every part of `file`, assembled, then the registration's answer. */
export async function uploadInParts(
  user: TestUser,
  galleryId: string,
  file: Uint8Array,
  filename = 'LARGE.jpg',
  type = 'image/jpeg',
) {
  const upload = await openUpload(user, galleryId, file, type);
  const parts = await Promise.all(
    Array.from({ length: partCount(file) }, (_, i) => sendPart(user, galleryId, upload, file, i + 1)),
  );
  await assemble(user, galleryId, upload, parts);
  const res = await onUpload(user, '/complete', galleryId, upload, { filename, sha256: fileHash(file) });
  return { upload, res };
}
