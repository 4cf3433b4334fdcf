// Stands in for CloudFront's access logs (functions/jobs/fold-delivery-logs.ts): the local
// server counts the photo bytes of each answer it sends as the studio's delivered bytes.
import type { ApiResult } from '../functions/lib/http';
import { getSql } from '../functions/lib/db';
import { galleryOfImagePath, recordDelivered } from '../functions/lib/billing/delivered-bytes';
import { utcDate } from '@core/domain/usage';

export async function countDelivery(path: string, result: ApiResult): Promise<void> {
  const gallery = galleryOfImagePath(path);
  if (!gallery || result.statusCode !== 200 || !result.body) return;
  const bytes = result.isBase64Encoded ? Buffer.byteLength(result.body, 'base64') : Buffer.byteLength(result.body);
  await recordDelivered(getSql(), utcDate(Date.now()), new Map([[gallery, bytes]]), 'add');
}
