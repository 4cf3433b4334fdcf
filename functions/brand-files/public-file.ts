// How the public brand files (fonts, logos) are answered: to anyone, from any site, and cached for
// good, since a file's bytes never change under its address (a new upload gets a new one).
import { fileTypeFromBuffer } from 'file-type';
import { logoContentTypes, MAX_LOGO_BYTES, siteIconSizes } from '@core/domain/brand-files';
import { loadSharp } from '../lib/brand-images';
import { HttpError, json, type ApiResult } from '../lib/http';
import { readStoredFile } from '../lib/stored-files';

/** Studios' sites on their own domains load these too; @font-face fetches fonts in CORS mode. */
const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
};

export function publicFile(bytes: Buffer, contentType: string): ApiResult {
  return {
    statusCode: 200,
    headers: { ...PUBLIC_HEADERS, 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

/** A 404 the page asking can read as well (never cached: the file may be uploaded yet). */
export const publicFileMissing = (message: string): ApiResult =>
  json(404, { error: { code: 'not_found', message } }, PUBLIC_HEADERS);

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
