// POST /api/upload/font, multipart/form-data {font, fontFamily?}: a font file for the studio's
// public site (X-Account-ID, managers and owners). The file is judged by its bytes alone, never by its
// name or declared type, and all of it is checked before anything is stored: a refusal leaves
// no object and no row. Served afterwards by GET /api/fonts/{id} (functions/brand-files/).
import { z } from 'zod';
import {
  familyFromFileName,
  fontContentTypes,
  fontFamilyName,
  fontPath,
  fontTypeOf,
  MAX_FONT_BYTES,
  type CustomFont,
} from '@core/domain/brand-files';
import { newId } from '@core/domain/ids';
import { fontObjectKey } from '../lib/storage/brand-keys';
import { formFile, multipartForm, managedSelectedAccount } from '../lib/site/brand-uploads';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput } from '../lib/input';
import { cleanFilename } from '../lib/gallery/filenames';
import { deleteStoredFile, storeFile } from '../lib/storage/stored-files';

// An object, so a refusal names the field (`fontFamily`) as the form sends it.
const familyField = z.object({ fontFamily: fontFamilyName });

/** The family named in the form, or one made from the file's name when the field is empty or absent. */
function familyOf(form: FormData, fileName: string): string {
  const given = form.get('fontFamily');
  if (given !== null && typeof given !== 'string') throw new HttpError(400, 'invalid_input', 'fontFamily is text');
  if (!given?.trim()) return familyFromFileName(fileName);
  return parseInput({ fontFamily: given }, familyField).fontFamily;
}

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await managedSelectedAccount(event);
  const form = await multipartForm(event, MAX_FONT_BYTES);
  const file = await formFile(form, 'font');
  if (file.bytes.length > MAX_FONT_BYTES) {
    throw new HttpError(413, 'file_too_large', `The font is larger than ${MAX_FONT_BYTES} bytes`, {
      maxBytes: MAX_FONT_BYTES,
    });
  }
  const fontType = fontTypeOf(file.bytes);
  if (!fontType)
    throw new HttpError(400, 'unsupported_font', 'The file is not a WOFF2, WOFF, TrueType or OpenType font');
  const fontFamily = familyOf(form, file.name);

  const id = newId();
  const key = fontObjectKey(accountId, id);
  try {
    await storeFile(key, file.bytes, fontContentTypes[fontType]);
  } catch {
    throw new HttpError(502, 'upload_failed', 'The font could not be stored');
  }
  try {
    const [font] = await sql<CustomFont[]>`
      insert into custom_fonts (id, account_id, author_id, user_id, font_family, file_name, url_path, file_size, font_type)
      values (${id}, ${accountId}, ${caller.userId}, ${caller.userId}, ${fontFamily}, ${cleanFilename(file.name)},
              ${fontPath(id)}, ${file.bytes.length}, ${fontType})
      returning id, account_id as "accountId", font_family as "fontFamily", file_name as "fileName",
                url_path as "urlPath", file_size::float8 as "fileSize", upload_date::float8 as "uploadDate",
                font_type as "fontType"`;
    return json(201, { font });
  } catch (error) {
    // No row refers to the file: it goes, and the failure is answered as any other.
    await deleteStoredFile(key).catch((cleanup: unknown) => logError(event, cleanup));
    throw error;
  }
});
