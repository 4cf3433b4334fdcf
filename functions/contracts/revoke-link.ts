// DELETE /api/accounts/{id}/contracts/{contractId}/link: every client link to the contract stops
// working at once; the studio can make a new one (renew-link.ts).
import { needs } from '@core/domain/roles';
import { revokeDocumentLinks } from '../lib/client-links';
import { lockContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { contractInPath } from './contract-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = contractInPath(event);
  const revoked = await sql.begin(async (tx) => {
    await lockContract(tx, accountId, id);
    return revokeDocumentLinks(tx, accountId, { kind: 'contract', id });
  });
  return json(200, { revoked });
});
