// A stored logo or site image, as public-file.ts answers it, or a square icon of it drawn with sharp:
// apart from public-file.ts so the font route, which draws nothing, is built without sharp.
import { fileTypeFromBuffer } from 'file-type';
import { logoContentTypes, MAX_LOGO_BYTES, siteIconSizes } from '@core/domain/brand-files';
import { loadSharp } from '../lib/brand-images';
import { HttpError, type ApiResult } from '../lib/http';
import { readStoredFile } from '../lib/stored-files';
import { publicFile, publicFileMissing } from './public-file';

/**
 * A stored logo or site image (`key`, undefined when the path named none), or with `icon` one of
 * siteIconSizes a square PNG of it: the whole image centred on a transparent square, so a wide
 * logo stays whole rather than squeezed or cut.
 */
export async function storedBrandImage(
  key: string | undefined,
  icon: string | undefined,
  missing: string,
): Promise<ApiResult> {
  const size = icon === undefined ? undefined : siteIconSizes.find((candidate) => String(candidate) === icon);
  if (icon !== undefined && size === undefined) {
    throw new HttpError(400, 'invalid_input', `icon is one of ${siteIconSizes.join(', ')}`);
  }
  const stored = key && (await readStoredFile(key, MAX_LOGO_BYTES));
  if (!stored || !stored.bytes) return publicFileMissing(missing);
  // Stored as PNG or WebP (every upload is re-encoded); the bytes say which.
  const type = (await fileTypeFromBuffer(stored.bytes))?.mime;
  if (!type || !(logoContentTypes as readonly string[]).includes(type)) return publicFileMissing(missing);
  if (size === undefined) return publicFile(stored.bytes, type);
  const sharp = await loadSharp();
  const square = await sharp(stored.bytes)
    .resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return publicFile(square, 'image/png');
}
