// POST /api/site-images {photoId}: one of the studio's gallery photos made a site image (X-Account-ID's
// managers and owners). A copy, encoded anew from the original: visitors see it whoever the gallery
// is open to (invite-only, a draft, expired), and it stays when the gallery goes.
import { z } from 'zod';
import { MAX_SITE_IMAGE_SIDE, siteImageInputTypes } from '@core/domain/brand-files';
import { entityId } from '@core/domain/ids';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS } from '@core/domain/images';
import { encodeBrandImage, storeSiteImage } from '../lib/brand-images';
import { managedSelectedAccount } from '../lib/brand-uploads';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { readStoredFile } from '../lib/stored-files';

const body = z.strictObject({ photoId: entityId });

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await managedSelectedAccount(event);
  const { photoId } = parseJsonBody(event, body);
  const [photo] = await sql<{ fileId: string }[]>`
    select file_id as "fileId" from photos where id = ${photoId} and account_id = ${accountId}`;
  if (!photo) throw new HttpError(404, 'not_found', 'Photo not found');
  const original = (await readStoredFile(photo.fileId, MAX_PHOTO_BYTES))?.bytes;
  if (!original) throw new HttpError(404, 'not_found', 'Photo not found');
  const image = await encodeBrandImage(original, {
    maxSide: MAX_SITE_IMAGE_SIDE,
    maxPixels: MAX_PHOTO_PIXELS,
    types: siteImageInputTypes,
  });
  return storeSiteImage(accountId, image);
});
