// How an image a studio brands its site with (its logo, a site image uploaded or picked from its
// galleries) is stored: decoded by sharp and encoded anew, so only pixels reach the public site
// (no EXIF, GPS or comments). Recognised by its first bytes; SVG is refused: it is a document,
// not pixels (scripts, links to other files), and rasterising it would hand all that to librsvg.
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import {
  logoInputTypes,
  MAX_LOGO_BYTES,
  MAX_LOGO_PIXELS,
  MAX_LOGO_SIDE,
  MAX_SITE_IMAGE_BYTES,
  MAX_SITE_IMAGE_PIXELS,
  MAX_SITE_IMAGE_SIDE,
  siteIconSizes,
  siteImageInputTypes,
  siteImagePath,
  type LogoContentType,
} from '@core/domain/brand-files';
import { HttpError, json, type ApiEvent, type ApiResult } from '../http';
import { loadSharp } from '../load-sharp';
import { brandIconKey, newBrandImageKey, SITE_IMAGES_AREA } from '../storage/brand-keys';
import { deleteStoredFile, storeFile } from '../storage/stored-files';
import { formFile, multipartForm } from './brand-uploads';

/**
 * Past this a PNG (a photo with transparency compresses badly) is made WebP instead, which keeps
 * the transparency at a fraction of the size, far below what a Lambda answer may carry.
 */
const MAX_PNG_BYTES = 1024 * 1024;

/** What a brand image may be: its file's bytes, its pixels, its longer side once encoded, its types. */
export type BrandImageLimits = { maxBytes: number; maxPixels: number; maxSide: number; types: readonly string[] };

export const LOGO_LIMITS: BrandImageLimits = {
  maxBytes: MAX_LOGO_BYTES,
  maxPixels: MAX_LOGO_PIXELS,
  maxSide: MAX_LOGO_SIDE,
  types: logoInputTypes,
};

export const SITE_IMAGE_LIMITS: BrandImageLimits = {
  maxBytes: MAX_SITE_IMAGE_BYTES,
  maxPixels: MAX_SITE_IMAGE_PIXELS,
  maxSide: MAX_SITE_IMAGE_SIDE,
  types: siteImageInputTypes,
};

/** A refusal that names the limit of the kind of image sent (a logo's, a site image's). */
const tooLarge = (maxBytes: number, message: string) => new HttpError(413, 'file_too_large', message, { maxBytes });
const notAnImage = () =>
  new HttpError(400, 'unsupported_image', 'The file is not a JPEG, PNG, WebP, AVIF or GIF image');

export type EncodedImage = { bytes: Buffer; contentType: LogoContentType; width: number; height: number };

/**
 * The image sent as the form's one file under `field` (`what` names it in the refusal), checked
 * against `limits` before it is decoded, and encoded anew (encodeBrandImage).
 */
export async function receivedBrandImage(
  event: ApiEvent,
  field: string,
  limits: BrandImageLimits,
  what: string,
): Promise<EncodedImage> {
  const file = await formFile(await multipartForm(event, limits.maxBytes), field);
  if (file.bytes.length > limits.maxBytes) {
    throw tooLarge(limits.maxBytes, `The ${what} is larger than ${limits.maxBytes} bytes`);
  }
  return encodeBrandImage(file.bytes, limits);
}

/**
 * The image re-encoded: upright, shrunk to fit `maxSide`, PNG when it has transparency and WebP
 * otherwise. An image whose bytes are not one of `types`, or SVG, is refused; one declaring more
 * than `maxPixels` is refused from its header, before it is decoded (a decompression bomb).
 */
export async function encodeBrandImage(bytes: Buffer, limits: BrandImageLimits): Promise<EncodedImage> {
  const { maxSide, maxPixels, types, maxBytes } = limits;
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !types.includes(mime)) throw notAnImage();
  const sharp = await loadSharp(); // outside the try: failing to load it refuses no image
  const resized = (): Sharp =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  try {
    const { width = 0, height = 0, hasAlpha } = await sharp(bytes).metadata();
    if (width * height > maxPixels) throw tooLarge(maxBytes, `The image has more than ${maxPixels} pixels`);
    if (hasAlpha) {
      const png = await resized().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
      if (png.data.length <= MAX_PNG_BYTES) {
        return { bytes: png.data, contentType: 'image/png', width: png.info.width, height: png.info.height };
      }
    }
    const webp = await resized().webp({ quality: 90, alphaQuality: 100 }).toBuffer({ resolveWithObject: true });
    return { bytes: webp.data, contentType: 'image/webp', width: webp.info.width, height: webp.info.height };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooLarge(maxBytes, 'The image has too many pixels');
    }
    throw notAnImage();
  }
}

/**
 * A square PNG icon of `size` pixels (one of siteIconSizes): the whole image centred on a
 * transparent square, so a wide logo stays whole rather than squeezed or cut.
 */
export async function drawIcon(bytes: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes)
    .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/**
 * Stores a logo or site image under `key` with its square icons beside it, drawn once here so a
 * visit to the site reads them rather than running sharp. A failure to store is answered
 * `upload_failed`, and whatever was stored goes.
 */
export async function storeBrandImage(key: string, image: EncodedImage): Promise<void> {
  const icons = await Promise.all(
    siteIconSizes.map(async (size) => ({ key: brandIconKey(key, size), bytes: await drawIcon(image.bytes, size) })),
  );
  try {
    await Promise.all([
      storeFile(key, image.bytes, image.contentType),
      ...icons.map((icon) => storeFile(icon.key, icon.bytes, 'image/png')),
    ]);
  } catch {
    // The failure to store is what is answered; a part left behind is never named by an address.
    await deleteBrandImage(key).catch(() => undefined);
    throw new HttpError(502, 'upload_failed', 'The image could not be stored');
  }
}

/** Deletes a logo or site image stored by storeBrandImage, and its icons. */
export async function deleteBrandImage(key: string): Promise<void> {
  await Promise.all([key, ...siteIconSizes.map((size) => brandIconKey(key, size))].map(deleteStoredFile));
}

/**
 * Stores a site image under the studio's prefix and answers where it is served. Nothing refers to
 * it until a form saves its address; a failure to store is answered `upload_failed`.
 */
export async function storeSiteImage(accountId: string, image: EncodedImage): Promise<ApiResult> {
  const { key, file } = newBrandImageKey(accountId, SITE_IMAGES_AREA);
  await storeBrandImage(key, image);
  const { contentType, width, height } = image;
  return json(201, {
    image: { url: siteImagePath(accountId, file), contentType, width, height, size: image.bytes.length },
  });
}
