// What the logo, site image and font handlers share: the studio a request acts
// on (its managers and owners: the site's look is the studio's setup), and the multipart body they
// arrive in. Small files through the API: each is checked in full before anything is stored.
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { authenticate, type Caller } from '../auth';
import { getSql } from '../db';
import { header, HttpError, type ApiEvent } from '../http';
import { requireRole } from '../membership';

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
