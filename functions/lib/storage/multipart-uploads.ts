// S3 multipart uploads of large files, straight from the browser: the server starts one under a
// staged key it makes (object-keys.ts), signs each part's PUT, lists the parts that landed (to
// resume after a dropped connection or a reload), and assembles or abandons it. S3 checks no size
// here: what was assembled is checked at its final key, as every staged upload is. Parts never
// assembled go with the bucket's AbortIncompleteMultipartUpload rule (the local sweep alike).
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { newStagedKey } from './object-keys';
import { getS3 } from './s3';
import { bucket } from './stored-files';

/** S3's bounds on a part's number. */
export const MAX_PART_NUMBER = 10_000;

export type UploadedPart = { PartNumber: number; Size: number; ETag: string };

const isNoSuchUpload = (error: unknown): boolean => (error as { name?: string }).name === 'NoSuchUpload';

/** Starts a multipart upload of one new file of `area` under a staged key it makes. */
export async function startMultipartUpload(options: {
  accountId: string;
  area: string;
  contentType: string;
}): Promise<{ key: string; uploadId: string }> {
  const key = newStagedKey(options.accountId, options.area);
  const { UploadId } = await getS3().send(
    new CreateMultipartUploadCommand({ Bucket: bucket(), Key: key, ContentType: options.contentType }),
  );
  if (!UploadId) throw new Error('S3 started a multipart upload without an id');
  return { key, uploadId: UploadId };
}

/** A presigned PUT of part `partNumber`, good for 15 minutes (a retried part asks again). */
export function presignPart(key: string, uploadId: string, partNumber: number): Promise<string> {
  return getSignedUrl(
    getS3(),
    new UploadPartCommand({ Bucket: bucket(), Key: key, UploadId: uploadId, PartNumber: partNumber }),
    { expiresIn: 15 * 60 },
  );
}

/** The parts that landed, in order; undefined when no such upload is open (assembled or abandoned). */
export async function uploadedParts(key: string, uploadId: string): Promise<UploadedPart[] | undefined> {
  const parts: UploadedPart[] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await getS3().send(
        new ListPartsCommand({ Bucket: bucket(), Key: key, UploadId: uploadId, PartNumberMarker: marker }),
      );
      for (const { PartNumber, Size, ETag } of page.Parts ?? [])
        if (PartNumber && ETag) parts.push({ PartNumber, Size: Size ?? 0, ETag });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (isNoSuchUpload(error)) return undefined;
    throw error;
  }
  return parts;
}

/**
 * Assembles the parts into the staged object. False when no such upload is open: never started,
 * abandoned, or assembled by an earlier attempt (whose object is then staged or already moved).
 */
export async function assembleParts(
  key: string,
  uploadId: string,
  parts: readonly { PartNumber: number; ETag: string }[],
): Promise<boolean> {
  try {
    await getS3().send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket(),
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
      }),
    );
    return true;
  } catch (error) {
    if (isNoSuchUpload(error)) return false;
    throw error;
  }
}

/** Abandons the upload and deletes its parts; one already gone is no error. */
export async function abandonParts(key: string, uploadId: string): Promise<void> {
  try {
    await getS3().send(new AbortMultipartUploadCommand({ Bucket: bucket(), Key: key, UploadId: uploadId }));
  } catch (error) {
    if (!isNoSuchUpload(error)) throw error;
  }
}
