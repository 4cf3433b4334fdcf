// POST /api/upload/site-image, multipart/form-data {image}: an image for the studio's site (its
// cover, portrait, an image block, its favicon), from X-Account-ID's managers and owners, within
// the site image's limits. Encoded anew (functions/lib/site/brand-images.ts) and served to any visitor
// from GET /api/site-images/…, whatever its source; the form that asked saves the address.
import {
  MAX_SITE_IMAGE_BYTES,
  MAX_SITE_IMAGE_PIXELS,
  MAX_SITE_IMAGE_SIDE,
  siteImageInputTypes,
} from '@core/domain/brand-files';
import { encodeBrandImage, storeSiteImage } from '../lib/site/brand-images';
import { formFile, managedSelectedAccount, multipartForm } from '../lib/site/brand-uploads';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';

export const handler = defineHandler(async (event) => {
  const { accountId } = await managedSelectedAccount(event);
  const file = await formFile(await multipartForm(event, MAX_SITE_IMAGE_BYTES), 'image');
  if (file.bytes.length > MAX_SITE_IMAGE_BYTES) {
    throw new HttpError(413, 'file_too_large', `The image is larger than ${MAX_SITE_IMAGE_BYTES} bytes`, {
      maxBytes: MAX_SITE_IMAGE_BYTES,
    });
  }
  const image = await encodeBrandImage(file.bytes, {
    maxSide: MAX_SITE_IMAGE_SIDE,
    maxPixels: MAX_SITE_IMAGE_PIXELS,
    types: siteImageInputTypes,
  });
  return storeSiteImage(accountId, image);
});
