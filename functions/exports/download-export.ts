// GET /api/accounts/{id}/exports/{exportId}: a short-lived link to a ready export's ZIP.
import { DAY_MS } from '@core/domain/revenue';
import { entityId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { STUDIO_EXPORT_DAYS } from '@core/domain/studio-data';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseInput } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { presignDownload } from '../lib/storage/stored-files';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  const id = parseInput(event.pathParameters?.exportId, entityId);
  const [row] = await sql<{ objectKey: string; finishedAt: number; name: string }[]>`
    select e.object_key as "objectKey", e.finished_at::float8 as "finishedAt", a.name
    from studio_exports e join accounts a on a.id = e.account_id
    where e.id = ${id} and e.account_id = ${accountId} and e.status = 'ready'`;
  // The bucket removes an export's file after its days: the row then opens nothing.
  if (!row || row.finishedAt < Date.now() - STUDIO_EXPORT_DAYS * DAY_MS) {
    throw new HttpError(404, 'not_found', 'Export not found');
  }
  const day = new Date(row.finishedAt).toISOString().slice(0, 10);
  const url = await presignDownload(row.objectKey, { filename: `${row.name} ${day}.zip`, expiresInSeconds: 300 });
  return json(200, { url }, { 'cache-control': 'no-store' });
});
