// POST /api/accounts/{id}/exports {locale?}: an owner asks for everything the studio holds. The
// jobs (functions/jobs/) build the ZIP and mail the owner when it is ready; asking again while
// one is being made gives that one back.
import { newId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { exportRequest } from '@core/domain/studio-data';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { unfinishedExport, type ExportView } from './export-rows';

export const handler = defineHandler(async (event) => {
  const { caller, accountId, sql } = await accountInPath(event, needs.own);
  const { locale } = parseJsonBody(event, exportRequest);
  const [created] = await sql<ExportView[]>`
    insert into studio_exports (id, account_id, requested_by, locale)
    values (${newId()}, ${accountId}, ${caller.userId}, ${locale ?? 'en'})
    on conflict (account_id) where status in ('pending', 'building') do nothing
    returning id, status, created_at::float8 as "createdAt", finished_at::float8 as "finishedAt", size::float8 as size`;
  if (created) return json(202, { export: created });
  const under = await unfinishedExport(sql, accountId);
  if (!under) throw new Error('An export was under way and is not any more');
  return json(200, { export: under });
});
