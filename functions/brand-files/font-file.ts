// GET /api/fonts/{id}: a font a studio uploaded (POST /api/upload/font), for anyone: the studio's
// public site loads it with @font-face, on the app's domain or the studio's own.
import { fontContentTypes, fontTypes, MAX_FONT_BYTES, type FontType } from '@core/domain/brand-files';
import { entityId } from '@core/domain/ids';
import { fontObjectKey } from '../lib/storage/brand-keys';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { readStoredFile } from '../lib/storage/stored-files';
import { publicFile, publicFileMissing } from './public-file';

export const handler = defineHandler(async (event) => {
  const id = event.pathParameters?.id ?? '';
  if (!entityId.safeParse(id).success) return publicFileMissing('Font not found');
  const [font] = await getSql()<{ accountId: string; fontType: string }[]>`
    select account_id as "accountId", font_type as "fontType" from custom_fonts where id = ${id}`;
  if (!font || !(fontTypes as readonly string[]).includes(font.fontType)) return publicFileMissing('Font not found');
  const stored = await readStoredFile(fontObjectKey(font.accountId, id), MAX_FONT_BYTES);
  if (!stored?.bytes) return publicFileMissing('Font not found');
  return publicFile(stored.bytes, fontContentTypes[font.fontType as FontType]);
});
