// GET /api/images/{galleryId}/{filename}?width=…&…[&access=…]: a render of one photo
// (docs/decisions/canonical-image-parameters.md). Published public galleries' renders are
// cached by browsers and CloudFront; every other render needs an image token (`access`) of a
// member or an invited client and is never stored by any cache. Renders themselves are kept in
// storage beside the original (lib/storage/stored-renders.ts), behind the same checks. Everyone but the
// studio's members gets the render its clients see, watermarked if the gallery says so
// (lib/gallery/client-render.ts); members get the clean one. Only members get any render they ask for:
// everyone else is sent to the nearest render the pages use (visitorRender), and the renders not
// yet stored they cause are limited per address, so no visitor runs up the studio's bill.
import type postgres from 'postgres';
import { WEB_DOWNLOAD_RENDER } from '@core/domain/downloads';
import { allowedDownloadSizes, readGallerySettings, type GallerySettings } from '@core/domain/gallery';
import { galleryAudience, mayView, type GalleryState } from '@core/domain/gallery-audience';
import {
  canonicalOptions,
  imageContentTypes,
  imageUrl,
  readImageQuery,
  visitorRender,
  type CanonicalImageOptions,
} from '@core/domain/images';
import { entityId } from '@core/domain/ids';
import { limitAttempts } from '../lib/attempt-limit';
import { clientWatermark, newRender } from '../lib/gallery/client-render';
import { getSql } from '../lib/db';
import { accessGranted } from '../lib/gallery/gallery-access';
import { defineHandler } from '../lib/handler';
import { callerAddress, header, HttpError, type ApiEvent, type ApiResult } from '../lib/http';
import { readImageAccess } from '../lib/gallery/image-access';
import { readStoredRender, renderEtag } from '../lib/storage/stored-renders';
import { UnusablePhoto } from '../lib/gallery/unusable-photo';
import { readOriginal } from './source-cache';

/**
 * How long CloudFront (or any shared cache) serves a public render before asking again, with
 * its ETag. The gallery is checked before the ETag, so a gallery unpublished, made invite-only
 * or expired, or a photo deleted, leaves the CDN within this time; while it stays public, the
 * answer is a 304 that reads and renders nothing. A year there instead kept a removed photo at
 * its public address for a year. The browser that showed a render keeps it for a year: a photo
 * never changes under its name.
 */
const SHARED_CACHE_SECONDS = 300;
const PUBLIC_CACHE = `public, max-age=31536000, s-maxage=${SHARED_CACHE_SECONDS}, immutable`;
const PRIVATE_CACHE = 'private, no-store';

type PhotoRow = GalleryState & { accountId: string; fileId: string; width: number; height: number; granted: boolean };

async function findPhoto(sql: postgres.Sql, galleryId: string, filename: string, event: ApiEvent, now: number) {
  const token = event.queryStringParameters?.access;
  const subject = token ? readImageAccess(token, galleryId, now) : undefined;
  const [photo] = await sql<PhotoRow[]>`
    select p.file_id as "fileId", p.width, p.height, g.account_id as "accountId", g.status, g.settings,
           g.expires_at::float8 as "expiresAt",
           ${accessGranted(sql, subject, now)} as granted
    from photos p join galleries g on g.id = p.gallery_id
    where p.gallery_id = ${galleryId} and p.filename = ${filename}`;
  return photo && { ...photo, subject };
}

/** The renders a gallery's clients may ask for beyond the pages' own: the web-size download, when it offers one. */
function offeredRenders(settings: GallerySettings): CanonicalImageOptions[] {
  return allowedDownloadSizes(settings).includes('web') ? [canonicalOptions(WEB_DOWNLOAD_RENDER)] : [];
}

function matches(event: ApiEvent, etag: string): boolean {
  const given = header(event, 'if-none-match');
  return (
    given !== undefined && given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
  );
}

export const handler = defineHandler(async (event): Promise<ApiResult> => {
  const { galleryId = '', filename = '' } = event.pathParameters ?? {};
  const { access: _access, ...transform } = event.queryStringParameters ?? {};
  const query = readImageQuery(transform);
  if (!query.ok) throw new HttpError(400, 'invalid_input', 'Invalid image parameters', query.errors);
  if (!entityId.safeParse(galleryId).success || filename === '')
    throw new HttpError(404, 'not_found', 'Image not found');

  const now = Date.now();
  const photo = await findPhoto(getSql(), galleryId, filename, event, now);
  if (!photo) throw new HttpError(404, 'not_found', 'Image not found');
  const audience = galleryAudience(photo, now);
  if (!mayView(audience, photo.subject, photo.granted)) {
    // Only a gallery a client could be invited to admits it exists; drafts stay unknown.
    if (audience === 'invite') throw new HttpError(403, 'forbidden', 'This gallery is private');
    throw new HttpError(404, 'not_found', 'Image not found');
  }

  const member = photo.subject?.kind === 'member' && photo.granted;
  const settings = readGallerySettings(photo.settings);
  if (!member) {
    const served = visitorRender(query.options, offeredRenders(settings));
    if (served !== query.options) {
      // Not kept by any cache: the same URL renders as asked for the studio's members.
      const location = imageUrl(galleryId, filename, served, event.queryStringParameters?.access);
      return { statusCode: 302, headers: { location, 'cache-control': 'no-store' } };
    }
  }
  const watermark = member ? undefined : await clientWatermark(photo);
  // Caches key a render on its transform alone, whoever asks: a member's clean render of a
  // gallery whose clients see a watermark is never kept where a client could be served it.
  const clean = member && settings.watermark.enabled;
  const headers = {
    etag: renderEtag(photo.fileId, query.options, watermark?.version),
    'cache-control': audience === 'public' && !clean ? PUBLIC_CACHE : PRIVATE_CACHE,
    'x-content-type-options': 'nosniff',
  };
  if (matches(event, headers.etag)) return { statusCode: 304, headers };

  let image: Buffer | undefined = await readStoredRender(photo.fileId, query.options, watermark?.version);
  try {
    if (!member && !image) await limitAttempts(getSql(), 'render', { address: callerAddress(event) });
    image ??= await newRender(photo, query.options, watermark, readOriginal);
  } catch (error) {
    if (error instanceof UnusablePhoto) throw new HttpError(422, error.code, error.message);
    throw error;
  }
  return {
    statusCode: 200,
    headers: { ...headers, 'content-type': imageContentTypes[query.options.format] },
    body: image.toString('base64'),
    isBase64Encoded: true,
  };
});
