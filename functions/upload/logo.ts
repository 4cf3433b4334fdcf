// POST /api/upload/logo, multipart/form-data {logo}: the studio's logo (X-Account-ID, managers
// and owners). sharp decodes it and encodes it anew, at most MAX_LOGO_SIDE on its longer side, so only
// pixels reach the public site: no EXIF, GPS or comments. It is stored under the studio's prefix
// and `theme.logoUrl` is set to its public path (GET /api/logos/…) in the same request.
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import { z } from 'zod';
import { accountSettings } from '@core/domain/account-settings';
import {
  logoInputTypes,
  logoPath,
  MAX_LOGO_BYTES,
  MAX_LOGO_PIXELS,
  MAX_LOGO_SIDE,
  type LogoContentType,
} from '@core/domain/brand-files';
import { formFile, multipartForm, newLogoKey, managedSelectedAccount } from '../lib/brand-uploads';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput } from '../lib/input';
import { deleteStoredFile, storeFile } from '../lib/stored-files';

/**
 * Past this a PNG logo (a photo with transparency compresses badly) is made WebP instead, which
 * keeps the transparency at a fraction of the size, far below what a Lambda answer may carry.
 */
const MAX_PNG_LOGO_BYTES = 1024 * 1024;

/** sharp, a native library, loads on first use (see functions/upload/photo-file.ts). */
const loadSharp = async () => (await import('sharp')).default;

const tooLarge = (message: string) => new HttpError(413, 'file_too_large', message, { maxBytes: MAX_LOGO_BYTES });
const notAnImage = () =>
  new HttpError(400, 'unsupported_image', 'The file is not a JPEG, PNG, WebP, AVIF or GIF image');

type EncodedLogo = { bytes: Buffer; contentType: LogoContentType; width: number; height: number };

/**
 * The logo re-encoded: upright, shrunk to fit MAX_LOGO_SIDE, PNG when it has transparency and
 * WebP otherwise. Recognised by its first bytes. SVG is refused: it is a document, not pixels
 * (scripts, links to other files), and rasterising it would hand all that to librsvg here.
 */
async function encodeLogo(bytes: Buffer): Promise<EncodedLogo> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !(logoInputTypes as readonly string[]).includes(mime)) throw notAnImage();
  const sharp = await loadSharp(); // outside the try: failing to load it refuses no logo
  const resized = (): Sharp =>
    sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_LOGO_SIDE, height: MAX_LOGO_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    // The header alone, so an image past the pixel limit is refused before it is decoded.
    const { width = 0, height = 0, hasAlpha } = await sharp(bytes).metadata();
    if (width * height > MAX_LOGO_PIXELS) throw tooLarge(`The image has more than ${MAX_LOGO_PIXELS} pixels`);
    if (hasAlpha) {
      const png = await resized().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
      if (png.data.length <= MAX_PNG_LOGO_BYTES) {
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

// The settings as they would be stored, checked whole, as PATCH /api/accounts/{id} checks them.
const storedSettings = z.object({ settings: accountSettings });

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await managedSelectedAccount(event);
  const form = await multipartForm(event, MAX_LOGO_BYTES);
  const file = await formFile(form, 'logo');
  if (file.bytes.length > MAX_LOGO_BYTES) throw tooLarge(`The logo is larger than ${MAX_LOGO_BYTES} bytes`);
  const logo = await encodeLogo(file.bytes);

  const { key, file: name } = newLogoKey(accountId);
  const url = logoPath(accountId, name);
  try {
    await storeFile(key, logo.bytes, logo.contentType);
  } catch {
    throw new HttpError(502, 'upload_failed', 'The logo could not be stored');
  }
  try {
    const settings = await sql.begin(async (tx) => {
      // Locked, as PATCH /api/accounts/{id} locks it: a save of other keys meanwhile is kept.
      const [current] = await tx<{ settings: Record<string, unknown> }[]>`
        select settings from accounts where id = ${accountId} for no key update`;
      const next = parseInput({ settings: { ...current?.settings, 'theme.logoUrl': url } }, storedSettings).settings;
      await tx`update accounts set settings = ${tx.json(next)} where id = ${accountId}`;
      return next;
    });
    return json(201, {
      logo: { url, contentType: logo.contentType, width: logo.width, height: logo.height, size: logo.bytes.length },
      settings,
    });
  } catch (error) {
    // Nothing refers to the stored logo: it goes, and the failure is answered as any other.
    await deleteStoredFile(key).catch((cleanup: unknown) => logError(event, cleanup));
    throw error;
  }
});
