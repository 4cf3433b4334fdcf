// Browser uploads go straight to S3 with a presigned POST whose policy S3 itself enforces
// (size range, exact key, content type). The object is then checked again where it landed —
// size and magic bytes — before anything refers to it: the local S3 stand-in enforces no
// policy at all, and a client can always lie about what it sent.
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { fileTypeFromBuffer } from 'file-type';
import { randomBytes } from 'node:crypto';
import { requiredEnv } from './env';
import { getS3 } from './s3';

/** Object keys are always made here: {account}/{area}/{random}. A client never chooses one. */
export function newObjectKey(accountId: string, area: string): string {
  return `${accountId}/${area}/${randomBytes(16).toString('base64url')}`;
}

export function bucket(): string {
  return requiredEnv('PHOTO_BUCKET');
}

export async function presignUpload(options: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds?: number;
}): Promise<PresignedPost> {
  return createPresignedPost(getS3(), {
    Bucket: bucket(),
    Key: options.key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
    ],
    Fields: { 'Content-Type': options.contentType },
    Expires: options.expiresInSeconds ?? 15 * 60,
  });
}

export type StoredFile = { size: number; mime: string };

/**
 * What was really stored under `key`: its size and the type its first bytes show. Undefined
 * when nothing is there. Reads only the first 4 KiB.
 */
export async function inspectStoredFile(key: string): Promise<StoredFile | undefined> {
  let size: number;
  try {
    const head = await getS3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    size = head.ContentLength ?? 0;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
  const object = await getS3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: 'bytes=0-4095' }));
  const start = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  const type = await fileTypeFromBuffer(start);
  return { size, mime: type?.mime ?? 'application/octet-stream' };
}

export async function deleteStoredFile(key: string): Promise<void> {
  await getS3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}
