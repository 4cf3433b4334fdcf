// POST /api/accounts/{id}/contracts/{contractId}/new-version: a new draft copying a sent contract,
// its version one higher, to be changed and sent again. An unsigned contract is voided at once
// (its link stops working); a signed one stays as it is until the new version is sent. Asking
// again while the new draft exists answers that draft.
import { newId } from '@core/domain/ids';
import { needs } from '@core/domain/roles';
import { lockContract, refuseClosed, voidContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  const now = Date.now();
  const newVersion = await sql.begin(async (tx) => {
    const contract = await lockContract(tx, accountId, id);
    const [draft] = await tx<{ id: string }[]>`
      select id from contracts where account_id = ${accountId} and previous_id = ${id} and status = 'draft'`;
    if (draft) return draft.id;
    refuseClosed(contract);
    const copy = newId();
    await tx`
      insert into contracts (id, account_id, customer_id, session_id, template_id, invoice_id, title, language, body,
                             client_fields, version, previous_id, created_at, updated_at)
      select ${copy}, account_id, customer_id, session_id, template_id, invoice_id, title, language, body,
             client_fields, version + 1, id, ${now}, ${now}
      from contracts where account_id = ${accountId} and id = ${id}`;
    if (contract.status === 'sent') await voidContract(tx, accountId, id, now);
    return copy;
  });
  return json(200, { id: newVersion });
});
