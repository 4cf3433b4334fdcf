// GET /api/accounts/{id}/exports: the studio's latest exports and where each stands.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { latestExports } from './export-rows';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.own);
  return json(200, { exports: await latestExports(sql, accountId) }, { 'cache-control': 'no-store' });
});
