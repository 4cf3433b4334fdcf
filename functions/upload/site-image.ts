// POST /api/upload/site-image, multipart/form-data {image}: an image for the studio's site (its
// cover, portrait, an image block, its favicon), from X-Account-ID's managers and owners, within
// the site image's limits. Encoded anew (functions/lib/site/brand-images.ts) and served to any visitor
// from GET /api/site-images/…, whatever its source; the form that asked saves the address.
import { receivedBrandImage, SITE_IMAGE_LIMITS, storeSiteImage } from '../lib/site/brand-images';
import { managedSelectedAccount } from '../lib/site/brand-uploads';
import { defineHandler } from '../lib/handler';

export const handler = defineHandler(async (event) => {
  const { accountId } = await managedSelectedAccount(event);
  return storeSiteImage(accountId, await receivedBrandImage(event, 'image', SITE_IMAGE_LIMITS, 'image'));
});
