// Production only: once a day, folds CloudFront's access logs of the last two UTC days into each
// studio's delivered bytes (lib/billing/delivered-bytes.ts). CloudFront delivers a day's logs up to a day
// late, so each run folds yesterday again with what arrived since, and every fold of a day reads
// all of that day's files and sets its figure: folding it again never counts anything twice.
import { gunzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DAY_MS } from '@core/domain/revenue';
import { utcDate } from '@core/domain/usage';
import { imageBytesInLog, recordDelivered } from '../lib/billing/delivered-bytes';
import { getSql } from '../lib/db';
import { requiredEnv } from '../lib/env';
import { getS3 } from '../lib/storage/s3';
import { withSentry } from '../lib/sentry';

/** The keys of a day's log files: CloudFront names each `<prefix><distribution>.<YYYY-MM-DD-HH>.<id>.gz`. */
async function logKeysOf(bucket: string, prefix: string, day: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await getS3().send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key?.includes(`.${day}-`)) keys.push(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

export async function foldDeliveryLogs(day: string, bucket: string, prefix: string): Promise<void> {
  const perGallery = new Map<string, number>();
  for (const key of await logKeysOf(bucket, prefix, day)) {
    const object = await getS3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    imageBytesInLog(gunzipSync(bytes).toString('utf8'), perGallery);
  }
  await recordDelivered(getSql(), day, perGallery, 'set');
}

export const handler = withSentry(async () => {
  const bucket = requiredEnv('DELIVERY_LOG_BUCKET');
  const prefix = requiredEnv('DELIVERY_LOG_PREFIX');
  const now = Date.now();
  for (const day of [utcDate(now - 2 * DAY_MS), utcDate(now - DAY_MS)]) await foldDeliveryLogs(day, bucket, prefix);
});
