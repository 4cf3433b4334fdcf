// POST /api/accounts/{id}/contracts/{contractId}/link: revokes the client's links to a sent
// contract and answers a new one (a link sent to the wrong address, say).
import { needs } from '@core/domain/roles';
import { lockContract, refuseClosed, renewContractLink } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  const path = await sql.begin(async (tx) => {
    refuseClosed(await lockContract(tx, accountId, id));
    return renewContractLink(tx, accountId, id);
  });
  return json(200, { path });
});
