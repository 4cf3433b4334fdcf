// A stored logo or site image, as public-file.ts answers it, or one of its square icons: apart
// from public-file.ts so the font route, which draws nothing, is built without sharp.
import { fileTypeFromBuffer } from 'file-type';
import { logoContentTypes, MAX_LOGO_BYTES, siteIconSizes } from '@core/domain/brand-files';
import { drawIcon } from '../lib/site/brand-images';
import { brandIconKey } from '../lib/storage/brand-keys';
import { logError } from '../lib/handler';
import { HttpError, type ApiEvent, type ApiResult } from '../lib/http';
import { readStoredFile, storeFile } from '../lib/storage/stored-files';
import { publicFile, publicFileMissing } from './public-file';

/**
 * The stored logo or site image `key` names (undefined when the path named none), or with the
 * request's `icon`, one of siteIconSizes, its square PNG as storeBrandImage keeps it beside the
 * image. An image stored before icons were kept has its icon drawn on the first request, and kept.
 */
export async function storedBrandImage(event: ApiEvent, key: string | undefined, missing: string): Promise<ApiResult> {
  const icon = event.queryStringParameters?.icon;
  const size = icon === undefined ? undefined : siteIconSizes.find((candidate) => String(candidate) === icon);
  if (icon !== undefined && size === undefined) {
    throw new HttpError(400, 'invalid_input', `icon is one of ${siteIconSizes.join(', ')}`);
  }
  if (!key) return publicFileMissing(missing);
  const kept = size === undefined ? undefined : (await readStoredFile(brandIconKey(key, size)))?.bytes;
  if (kept) return publicFile(kept, 'image/png');
  const stored = await readStoredFile(key, MAX_LOGO_BYTES);
  if (!stored?.bytes) return publicFileMissing(missing);
  // Stored as PNG or WebP (every upload is re-encoded); the bytes say which.
  const type = (await fileTypeFromBuffer(stored.bytes))?.mime;
  if (!type || !(logoContentTypes as readonly string[]).includes(type)) return publicFileMissing(missing);
  if (size === undefined) return publicFile(stored.bytes, type);
  const drawn = await drawIcon(stored.bytes, size);
  // Served even when keeping it fails: the next request draws it again.
  await storeFile(brandIconKey(key, size), drawn, 'image/png').catch((error: unknown) => logError(event, error));
  return publicFile(drawn, 'image/png');
}
