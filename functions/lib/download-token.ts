// The token that opens a client's ZIP download, from the gallery page that asked for it or from
// the mail the jobs send when it is ready. It is the HMAC of the download's id under
// IMAGE_ACCESS_SECRET with a purpose of its own, so the jobs can put it in the mail without any
// copy of it kept in the database, and no image token passes for it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { requiredEnv } from './env';

const PURPOSE = 'studio.gallery-download.v1';

export function downloadToken(downloadId: string): string {
  return createHmac('sha256', requiredEnv('IMAGE_ACCESS_SECRET'))
    .update(`${PURPOSE}.${downloadId}`)
    .digest('base64url');
}

export function isDownloadToken(downloadId: string, token: string): boolean {
  const expected = Buffer.from(downloadToken(downloadId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
