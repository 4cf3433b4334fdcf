import { S3Client } from '@aws-sdk/client-s3';

let client: S3Client | undefined;

/**
 * The photo store. In production it is S3 itself (no endpoint); locally S3_ENDPOINT points at
 * s3rver, which needs path-style addressing. Checksums only when S3 requires them: otherwise
 * presigned URLs carry an empty-body CRC32 and streamed bodies get aws-chunked framing.
 */
export function getS3(): S3Client {
  const endpoint = process.env.S3_ENDPOINT;
  client ??= new S3Client({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return client;
}
