// The tokens that open a client's downloads, each an HMAC under IMAGE_ACCESS_SECRET with a
// purpose of its own, so no image token (nor one kind of download token) passes for another:
// - a ZIP download's, from the gallery page that asked for it or from the mail the jobs send
//   when it is ready: the HMAC of the download's id, so no copy of it is kept in the database;
// - one photo's, handed to the page that asked for it: the photo, who asked, and until when,
//   signed, so its link can count the download when it is followed, not when it is asked for.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { downloadSizeValues } from '@core/domain/downloads';
import { requiredEnv } from '../env';
import { sameSecret } from '../secret-token';

const ZIP_PURPOSE = 'studio.gallery-download.v1';
const PHOTO_PURPOSE = 'studio.photo-download.v1';

/** How long a photo's link works: long enough to follow it at once, as a click does. */
export const PHOTO_LINK_SECONDS = 300;

const signature = (purpose: string, text: string) =>
  createHmac('sha256', requiredEnv('IMAGE_ACCESS_SECRET')).update(`${purpose}.${text}`).digest('base64url');

export function downloadToken(downloadId: string): string {
  return signature(ZIP_PURPOSE, downloadId);
}

export function isDownloadToken(downloadId: string, token: string): boolean {
  return sameSecret(token, downloadToken(downloadId));
}

/** One photo a client asked to download, and the image token a web-size render needs. */
export type PhotoDownload = {
  inviteId: string;
  galleryId: string;
  photoId: string;
  size: (typeof downloadSizeValues)[number];
  access: string | undefined;
};

const photoPayload = z.strictObject({
  i: z.string().min(1),
  g: z.string().min(1),
  p: z.string().min(1),
  s: z.enum(downloadSizeValues),
  a: z.string().optional(),
  e: z.number().int(),
});

export function photoDownloadToken(download: PhotoDownload, now = Date.now()): string {
  const { inviteId: i, galleryId: g, photoId: p, size: s, access: a } = download;
  const payload = { i, g, p, s, ...(a === undefined ? {} : { a }), e: now + PHOTO_LINK_SECONDS * 1000 };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signature(PHOTO_PURPOSE, encoded)}`;
}

/** The photo download a token names, or undefined when it is forged, malformed or past its time. */
export function readPhotoDownloadToken(token: string, now = Date.now()): PhotoDownload | undefined {
  const [encoded = '', signed = '', ...rest] = token.split('.');
  if (rest.length > 0 || !sameSecret(signed, signature(PHOTO_PURPOSE, encoded))) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString());
  } catch {
    return undefined;
  }
  const payload = photoPayload.safeParse(parsed);
  if (!payload.success || payload.data.e <= now) return undefined;
  const { i, g, p, s, a } = payload.data;
  return { inviteId: i, galleryId: g, photoId: p, size: s, access: a };
}
