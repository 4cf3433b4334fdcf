// POST /api/accounts/{id}/contracts/{contractId}/void: the studio withdraws a contract its client
// has not signed; its link stops working. A signed contract is replaced by a new version instead.
import { needs } from '@core/domain/roles';
import { lockContract, refuseClosed, voidContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  await sql.begin(async (tx) => {
    const contract = await lockContract(tx, accountId, id);
    refuseClosed(contract);
    if (contract.status !== 'sent') throw new HttpError(409, 'contract_signed', 'A signed contract is not withdrawn');
    await voidContract(tx, accountId, id, Date.now());
  });
  return json(200, { status: 'void' });
});
