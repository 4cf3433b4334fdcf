// S3 multipart uploads of large files, straight from the browser (Uppy's S3 plugin): the server
// presigns each request the browser makes to the bucket — start under a staged key it makes
// (object-keys.ts), each part's PUT, the listing of the parts that landed (to resume after a
// dropped connection or a reload), the assembly, the abandonment. S3 checks no size here: what
// was assembled is checked at its final key, as every staged upload is. Parts never assembled
// go with the bucket's AbortIncompleteMultipartUpload rule (the local sweep alike).
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

const isNoSuchUpload = (error: unknown): boolean => (error as { name?: string }).name === 'NoSuchUpload';

/** How long a signed request stays usable: a part that waited longer asks again. */
const SIGNED_FOR_SECONDS = 15 * 60;

/** A presigned start of a multipart upload of one new file of `area`, under a staged key it makes. */
export async function presignMultipartStart(options: {
  accountId: string;
  area: string;
  contentType: string;
}): Promise<{ key: string; url: string }> {
  const key = newStagedKey(options.accountId, options.area);
  const command = new CreateMultipartUploadCommand({ Bucket: bucket(), Key: key, ContentType: options.contentType });
  // Signed with its Content-Type, so the upload is stored as the type the server accepted.
  const url = await getSignedUrl(getS3(), command, {
    expiresIn: SIGNED_FOR_SECONDS,
    signableHeaders: new Set(['content-type']),
  });
  return { key, url };
}

/** The requests on an open upload the browser makes itself, each presigned here. */
export type OpenUploadRequest = 'part' | 'parts' | 'complete' | 'abort';

/** A presigned request on the open upload `uploadId` under `key` (`partNumber` for a part). */
export function presignOnUpload(
  key: string,
  uploadId: string,
  request: OpenUploadRequest,
  partNumber = 1,
): Promise<string> {
  const upload = { Bucket: bucket(), Key: key, UploadId: uploadId };
  const options = { expiresIn: SIGNED_FOR_SECONDS };
  switch (request) {
    case 'part':
      return getSignedUrl(getS3(), new UploadPartCommand({ ...upload, PartNumber: partNumber }), options);
    case 'parts':
      return getSignedUrl(getS3(), new ListPartsCommand(upload), options);
    case 'complete':
      return getSignedUrl(getS3(), new CompleteMultipartUploadCommand(upload), options);
    case 'abort':
      return getSignedUrl(getS3(), new AbortMultipartUploadCommand(upload), options);
  }
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
