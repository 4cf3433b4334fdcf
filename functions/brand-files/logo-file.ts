// GET /api/logos/{id}/{file}: a studio's uploaded logo ({id} is the studio's account), for anyone,
// as `theme.logoUrl` names it. Only keys POST /api/upload/logo makes can be reached.
import { fileTypeFromBuffer } from 'file-type';
import { logoContentTypes, MAX_LOGO_BYTES } from '@core/domain/brand-files';
import { logoKeyOf } from '../lib/brand-uploads';
import { defineHandler } from '../lib/handler';
import { readStoredFile } from '../lib/stored-files';
import { publicFile, publicFileMissing } from './public-file';

export const handler = defineHandler(async (event) => {
  const key = logoKeyOf(event.pathParameters?.id ?? '', event.pathParameters?.file ?? '');
  if (!key) return publicFileMissing('Logo not found');
  const stored = await readStoredFile(key, MAX_LOGO_BYTES);
  if (!stored?.bytes) return publicFileMissing('Logo not found');
  // Stored as PNG or WebP (upload/logo re-encodes every logo); the bytes say which.
  const type = (await fileTypeFromBuffer(stored.bytes))?.mime;
  if (!type || !(logoContentTypes as readonly string[]).includes(type)) return publicFileMissing('Logo not found');
  return publicFile(stored.bytes, type);
});
