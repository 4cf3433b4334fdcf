// DELETE /api/fonts/{id}: an uploaded font goes, its row and then its file (owners of its studio).
// The row goes first: once no row names the file, GET /api/fonts/{id} no longer serves it, and a
// file a failure leaves behind is unreachable.
import { entityId } from '@core/domain/ids';
import { authenticate } from '../lib/auth';
import { fontObjectKey, requireStudioOwner } from '../lib/brand-uploads';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { header, HttpError } from '../lib/http';
import { parseInput } from '../lib/input';
import { deleteStoredFile } from '../lib/stored-files';

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const id = parseInput(event.pathParameters?.id, entityId);
  const sql = getSql();
  // Another studio's font answers exactly like one that does not exist.
  const [font] = await sql<{ accountId: string }[]>`
    select f.account_id as "accountId" from custom_fonts f
    where f.id = ${id}
      and exists (select 1 from account_members m where m.account_id = f.account_id and m.user_id = ${caller.userId})`;
  if (!font) throw new HttpError(404, 'not_found', 'Font not found');
  const selected = header(event, 'x-account-id');
  if (selected !== undefined && selected !== font.accountId) {
    throw new HttpError(400, 'invalid_input', 'X-Account-ID does not match the font’s studio');
  }
  await requireStudioOwner(sql, caller.userId, font.accountId);
  const deleted = await sql`delete from custom_fonts where id = ${id} returning id`;
  if (deleted.length === 0) throw new HttpError(404, 'not_found', 'Font not found');
  await deleteStoredFile(fontObjectKey(font.accountId, id)).catch((error: unknown) => logError(event, error));
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
});
