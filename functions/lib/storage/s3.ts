import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * A client of the photo store: S3 itself without an endpoint; locally s3rver at `endpoint`,
 * which needs path-style addressing. Checksums only when S3 requires them: otherwise presigned
 * URLs carry an empty-body CRC32 and streamed bodies get aws-chunked framing.
 */
export function s3Client(options: { endpoint?: string; credentials?: S3ClientConfig['credentials'] } = {}): S3Client {
  const { endpoint, credentials } = options;
  return new S3Client({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The handlers' client, from their environment (S3_ENDPOINT only on the local platform). */
export function getS3(): S3Client {
  client ??= s3Client({ endpoint: process.env.S3_ENDPOINT });
  return client;
}
