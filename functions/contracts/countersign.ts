// POST /api/accounts/{id}/contracts/{contractId}/countersign {name, signature}: the studio signs a
// contract its client signed. It is then complete: the sealed PDF is made and mailed to both.
import { countersignBody } from '@core/domain/contract';
import { needs } from '@core/domain/roles';
import { addSignature, completeContract, lockContract, refuseClosed, settleStatus } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { callerAddress, header, HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql, caller } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  const { name, signature } = parseJsonBody(event, countersignBody);
  const now = Date.now();
  const status = await sql.begin(async (tx) => {
    const contract = await lockContract(tx, accountId, id);
    refuseClosed(contract);
    if (contract.status === 'sent') throw new HttpError(409, 'contract_not_signed', 'The client has not signed yet');
    if (contract.status === 'completed') throw new HttpError(409, 'contract_signed', 'The studio has signed already');
    const evidence = { ip: callerAddress(event), userAgent: header(event, 'user-agent') ?? '' };
    await addSignature(
      tx,
      contract,
      { party: 'studio', name, email: caller.email ?? null, input: signature },
      {},
      evidence,
      now,
    );
    return settleStatus(tx, contract, now);
  });
  const mailed = await completeContract(sql, accountId, id);
  return json(200, { status, mailed });
});
