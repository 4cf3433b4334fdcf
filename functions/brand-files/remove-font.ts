// DELETE /api/fonts/{id}: an uploaded font goes, its row and then its file (a studio's managers
// and owners). The row goes first: once no row names the file, GET /api/fonts/{id} no longer
// serves it, and a file a failure leaves behind is unreachable.
import { needs } from '@core/domain/roles';
import { authenticate } from '../lib/auth';
import { fontObjectKey } from '../lib/storage/brand-keys';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { HttpError } from '../lib/http';
import { memberRow } from '../lib/membership';
import { deleteStoredFile } from '../lib/storage/stored-files';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const font = await memberRow<{ id: string; accountId: string }>(sql, event, caller.userId, {
    table: 'custom_fonts',
    id: event.pathParameters?.id,
    columns: sql`id, account_id as "accountId"`,
    notFound: 'Font not found',
    need: needs.manage,
  });
  const deleted = await sql`delete from custom_fonts where id = ${font.id} returning id`;
  if (deleted.length === 0) throw new HttpError(404, 'not_found', 'Font not found');
  await deleteStoredFile(fontObjectKey(font.accountId, font.id)).catch((error: unknown) => logError(event, error));
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
