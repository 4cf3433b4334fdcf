// POST /api/site-images {photoId}: one of the studio's gallery photos made a site image (X-Account-ID's
// managers and owners). A copy, encoded anew from the photo's largest clean web render, not from its
// original (up to 100 megapixels, more than this Lambda's memory decodes): visitors see it whoever
// the gallery is open to (invite-only, a draft, expired), and it stays when the gallery goes.
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { canonicalOptions, imagePresets } from '@core/domain/images';
import { encodeBrandImage, SITE_IMAGE_LIMITS, storeSiteImage } from '../lib/site/brand-images';
import { managedSelectedAccount } from '../lib/site/brand-uploads';
import { storedOrNewRender } from '../lib/gallery/client-render';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';

const body = z.strictObject({ photoId: entityId });

/** The widest of the renders an upload stores (uploadRenderOptions). */
const largestRender = canonicalOptions(imagePresets.fullscreen);

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await managedSelectedAccount(event);
  const { photoId } = parseJsonBody(event, body);
  const [photo] = await sql<{ fileId: string; width: number; height: number }[]>`
    select file_id as "fileId", width, height from photos where id = ${photoId} and account_id = ${accountId}`;
  if (!photo) throw new HttpError(404, 'not_found', 'Photo not found');
  // A render gone (or never stored) is made once from the original and kept, as the image handler does.
  const render = await storedOrNewRender({ ...photo, accountId }, largestRender, undefined);
  return storeSiteImage(accountId, await encodeBrandImage(render, SITE_IMAGE_LIMITS));
});
