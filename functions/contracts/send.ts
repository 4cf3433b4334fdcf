// POST /api/accounts/{id}/contracts/{contractId}/send: a draft contract is filled in from its
// studio's rows, frozen with its hash, and given the link its client signs it by, which is
// mailed to them in the contract's language. The version it replaces, if any, is voided.
import { needs } from '@core/domain/roles';
import { readContract, mailSignRequest, sendContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  const path = await sql.begin((tx) => sendContract(tx, accountId, id));
  const contract = (await readContract(sql, accountId, id))!;
  const mailed = await mailSignRequest(sql, contract, path);
  return json(200, { path, mailed });
});
