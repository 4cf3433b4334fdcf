// What the logo, site image and font handlers share: where their files are kept, the studio a request acts
// on (its managers and owners: the site's look is the studio's setup), and the multipart body they
// arrive in. Small files through the API: each is checked in full before anything is stored.
import type postgres from 'postgres';
import { logoPath } from '@core/domain/brand-files';
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { authenticate, type Caller } from '../auth';
import { getSql } from '../db';
import { header, HttpError, type ApiEvent } from '../http';
import { requireRole } from '../membership';
import { newObjectKey } from '../storage/object-keys';

export const FONTS_AREA = 'fonts';
export const LOGOS_AREA = 'logos';

/** The key of a font's file, named by its custom_fonts row, so serving it needs nothing but the row. */
export const fontObjectKey = (accountId: string, fontId: string): string => `${accountId}/${FONTS_AREA}/${fontId}`;

export const SITE_IMAGES_AREA = 'site-images';

/** A new logo's or site image's key: `{account}/{area}/{file}`, `file` being what its public path ends with. */
export function newBrandImageKey(accountId: string, area: string): { key: string; file: string } {
  const key = newObjectKey(accountId, area);
  return { key, file: key.slice(key.lastIndexOf('/') + 1) };
}

/** The key a logo's or site image's path parts name, or undefined when newBrandImageKey could not have made it. */
export function brandImageKeyOf(area: string, accountId: string, file: string): string | undefined {
  if (!entityId.safeParse(accountId).success || !/^[A-Za-z0-9_-]{16,64}$/.test(file)) return undefined;
  return `${accountId}/${area}/${file}`;
}

/**
 * Where the square icon of `size` pixels of the logo or site image under `key` is kept. A path's
 * file part never holds a dot (brandImageKeyOf), so no address reaches an icon's key as an image.
 */
export const brandIconKey = (key: string, size: number): string => `${key}.icon-${size}`;

export const logoKeyOf = (accountId: string, file: string) => brandImageKeyOf(LOGOS_AREA, accountId, file);
export const siteImageKeyOf = (accountId: string, file: string) => brandImageKeyOf(SITE_IMAGES_AREA, accountId, file);

/** The key of the logo the studio uploaded, if `logoUrl` names one: an address elsewhere is never read. */
export function uploadedLogoKey(accountId: string, logoUrl: string | null | undefined): string | undefined {
  const prefix = logoPath(accountId, '');
  return logoUrl?.startsWith(prefix) ? logoKeyOf(accountId, logoUrl.slice(prefix.length)) : undefined;
}

/**
 * The studio the app has selected (X-Account-ID), once the caller is shown to be one who sets it
 * up (a manager or owner). A caller without a token hears 401 before anything else; a request
 * naming no studio, `account_missing`.
 */
export async function managedSelectedAccount(
  event: ApiEvent,
): Promise<{ caller: Caller; accountId: string; sql: postgres.Sql }> {
  const caller = await authenticate(event);
  const selected = header(event, 'x-account-id')?.trim();
  if (!selected) throw new HttpError(400, 'account_missing', 'Send the selected studio in X-Account-ID');
  if (!entityId.safeParse(selected).success) throw new HttpError(400, 'invalid_input', 'X-Account-ID is not an id');
  const sql = getSql();
  await requireRole(sql, caller.userId, selected, needs.manage);
  return { caller, accountId: selected, sql };
}

/** Room for the form's boundaries, headers and text fields around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * The multipart/form-data body, parsed by the runtime's own parser (undici's, as fetch's
 * Response.formData()). A body far past `maxFileBytes` is refused unparsed: `file_too_large`.
 */
export async function multipartForm(event: ApiEvent, maxFileBytes: number): Promise<FormData> {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(400, 'invalid_input', 'Send the file as multipart/form-data');
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length > maxFileBytes + FORM_OVERHEAD_BYTES) {
    throw new HttpError(413, 'file_too_large', `The file is larger than ${maxFileBytes} bytes`, {
      maxBytes: maxFileBytes,
    });
  }
  try {
    return await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new HttpError(400, 'invalid_input', 'The body is not a valid multipart form');
  }
}

/** The one file sent under `field`, with its bytes; a 400 `invalid_input` when there is none. */
export async function formFile(form: FormData, field: string): Promise<{ name: string; bytes: Buffer }> {
  const files = form.getAll(field);
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File)) {
    throw new HttpError(400, 'invalid_input', `Send one file in the field ${field}`);
  }
  return { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) };
}
