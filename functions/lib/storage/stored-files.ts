// Browser uploads go straight to S3 with a presigned POST whose policy S3 itself enforces
// (size range, exact staged key, content type). The object is then moved to its final key and
// checked again there — size and magic bytes — before anything refers to it: the local S3
// stand-in enforces no policy at all, and a client can always lie about what it sent.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from './attachment-disposition';
import { requiredEnv } from '../env';
import { newStagedKey } from './object-keys';
import { getS3 } from './s3';

export function bucket(): string {
  return requiredEnv('PHOTO_BUCKET');
}

/** A presigned POST of one new file of `area`, under a staged key it makes: never a final key. */
export async function presignUpload(options: {
  accountId: string;
  area: string;
  contentType: string;
  maxBytes: number;
}): Promise<PresignedPost & { key: string }> {
  const key = newStagedKey(options.accountId, options.area);
  const post = await createPresignedPost(getS3(), {
    Bucket: bucket(),
    Key: key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: 15 * 60,
  });
  return { key, ...post };
}

/** NoSuchKey from GetObject, NotFound from HeadObject (which has no body to name the error). */
const isMissing = (error: unknown): boolean =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

type StoredFileStart = { size: number; contentType: string | undefined; start: Buffer };

/**
 * The size and Content-Type of the object under `key`, and its first 4 KiB: enough to recognise
 * its type by its magic bytes without downloading it, in one request. Undefined when nothing is there.
 */
export async function readStoredFileStart(key: string): Promise<StoredFileStart | undefined> {
  let object: GetObjectCommandOutput;
  try {
    object = await getS3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-4095' }));
  } catch (error) {
    // No empty object to ask a range of (S3 would answer 416): uploads are presigned for 1 byte or more.
    if (isMissing(error)) return undefined;
    throw error;
  }
  // "bytes 0-4095/52311" names the whole object's size; a server that ignores the range sends it all.
  const size = Number(/\/(\d+)$/.exec(object.ContentRange ?? '')?.[1] ?? object.ContentLength ?? 0);
  return {
    size,
    contentType: object.ContentType,
    start: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
  };
}

type StoredFile = { size: number; bytes: Buffer | undefined };

/**
 * The object under `key` in one request: its size, and its bytes unless there are more than
 * `maxBytes` of them; then the body is left unread, so refusing a 5 GB upload downloads
 * nothing. Undefined when nothing is there.
 */
export async function readStoredFile(
  key: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<StoredFile | undefined> {
  let object: GetObjectCommandOutput;
  try {
    object = await getS3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const size = object.ContentLength ?? 0;
  if (size > maxBytes) {
    await object.Body?.transformToWebStream().cancel();
    return { size, bytes: undefined };
  }
  return { size, bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []) };
}

/** The Content-Type S3 serves the object under `key` with ('' if none), or undefined when nothing is there. */
export async function storedContentType(key: string): Promise<string | undefined> {
  try {
    return (await getS3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }))).ContentType ?? '';
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Makes S3 serve the object under `key` as `contentType`: a copy onto itself, metadata replaced. */
export async function setStoredContentType(key: string, contentType: string): Promise<void> {
  await getS3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: key,
      CopySource: `${bucket()}/${key}`,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
    }),
  );
}

/**
 * Copies the object under `from` to `to` (a server-side copy: no byte passes through here).
 * False when nothing is under `from`.
 */
export async function copyStoredFile(from: string, to: string): Promise<boolean> {
  try {
    await getS3().send(new CopyObjectCommand({ Bucket: bucket(), Key: to, CopySource: `${bucket()}/${from}` }));
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Moves what is staged under `stagedKey` to `finalKey` (a copy, then the staged object is
 * deleted). Nothing happens when nothing is staged there: never uploaded, or moved by an earlier
 * attempt, whose `finalKey` is then still there to check.
 */
export async function moveStagedFile(stagedKey: string, finalKey: string): Promise<void> {
  if (await copyStoredFile(stagedKey, finalKey)) await deleteStoredFile(stagedKey);
}

export async function deleteStoredFile(key: string): Promise<void> {
  await getS3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Stores bytes the server received itself (small uploads through the API), under a key it made. */
export async function storeFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await getS3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/**
 * Deletes every object whose key starts with `prefix` (e.g. "{account}/{gallery}/"), including
 * uploads that were never registered. A page of up to 1,000 keys per request, as S3 allows.
 */
export async function deleteStoredPrefix(prefix: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await getS3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, MaxKeys: 1000 }));
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
    if (keys.length === 0) return deleted;
    const result = await getS3().send(
      new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys, Quiet: true } }),
    );
    // Listing again from the start only ends if every key of the page went.
    const failed = result.Errors?.[0];
    if (failed)
      throw new Error(`Could not delete ${failed.Key ?? 'an object'}: ${failed.Code ?? ''} ${failed.Message ?? ''}`);
    deleted += keys.length;
  }
}

/**
 * A short-lived link that downloads the object under `key` as `filename`, for a caller the
 * handler has already found allowed to read it. Private files never get a public address.
 */
export function presignDownload(
  key: string,
  options: { filename: string; expiresInSeconds?: number },
): Promise<string> {
  return getSignedUrl(
    getS3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      ResponseContentDisposition: attachmentDisposition(options.filename),
    }),
    { expiresIn: options.expiresInSeconds ?? 60 },
  );
}
