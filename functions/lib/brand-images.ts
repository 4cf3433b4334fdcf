// How an image a studio brands its site with (its logo, a site image uploaded or picked from its
// galleries) is stored: decoded by sharp and encoded anew, so only pixels reach the public site
// (no EXIF, GPS or comments). Recognised by its first bytes; SVG is refused: it is a document,
// not pixels (scripts, links to other files), and rasterising it would hand all that to librsvg.
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { MAX_LOGO_BYTES, siteImagePath, type LogoContentType } from '@core/domain/brand-files';
import { newBrandImageKey, SITE_IMAGES_AREA } from './brand-uploads';
import { HttpError, json, type ApiResult } from './http';
import { storeFile } from './stored-files';

/**
 * Past this a PNG (a photo with transparency compresses badly) is made WebP instead, which keeps
 * the transparency at a fraction of the size, far below what a Lambda answer may carry.
 */
const MAX_PNG_BYTES = 1024 * 1024;

/** sharp, a native library, loads on first use (see functions/upload/photo-file.ts). */
export const loadSharp = async () => (await import('sharp')).default;

const tooLarge = (message: string) => new HttpError(413, 'file_too_large', message, { maxBytes: MAX_LOGO_BYTES });
const notAnImage = () =>
  new HttpError(400, 'unsupported_image', 'The file is not a JPEG, PNG, WebP, AVIF or GIF image');

export type EncodedImage = { bytes: Buffer; contentType: LogoContentType; width: number; height: number };

/**
 * The image re-encoded: upright, shrunk to fit `maxSide`, PNG when it has transparency and WebP
 * otherwise. An image whose bytes are not one of `types`, or SVG, is refused; one declaring more
 * than `maxPixels` is refused from its header, before it is decoded (a decompression bomb).
 */
export async function encodeBrandImage(
  bytes: Buffer,
  { maxSide, maxPixels, types }: { maxSide: number; maxPixels: number; types: readonly string[] },
): Promise<EncodedImage> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !types.includes(mime)) throw notAnImage();
  const sharp = await loadSharp(); // outside the try: failing to load it refuses no image
  const resized = (): Sharp =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  try {
    const { width = 0, height = 0, hasAlpha } = await sharp(bytes).metadata();
    if (width * height > maxPixels) throw tooLarge(`The image has more than ${maxPixels} pixels`);
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
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge('The image has too many pixels');
    throw notAnImage();
  }
}

/**
 * Stores a site image under the studio's prefix and answers where it is served. Nothing refers to
 * it until a form saves its address; a failure to store is answered `upload_failed`.
 */
export async function storeSiteImage(accountId: string, image: EncodedImage): Promise<ApiResult> {
  const { key, file } = newBrandImageKey(accountId, SITE_IMAGES_AREA);
  try {
    await storeFile(key, image.bytes, image.contentType);
  } catch {
    throw new HttpError(502, 'upload_failed', 'The image could not be stored');
  }
  const { contentType, width, height } = image;
  return json(201, {
    image: { url: siteImagePath(accountId, file), contentType, width, height, size: image.bytes.length },
  });
}
