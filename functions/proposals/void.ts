// POST /api/accounts/{id}/proposals/{proposalId}/void: the studio withdraws a proposal. Its links
// open nothing more; its quote, contract and invoice keep their own states (each is withdrawn on
// its own, if the studio wants). Withdrawing one withdrawn already changes nothing.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { proposalNotFound, readProposal, voidProposal } from '../lib/proposals/proposals';
import { proposalInPath } from './proposal-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = proposalInPath(event);
  const voidAt = await sql.begin(async (tx) => {
    const proposal = await readProposal(tx, accountId, id, true);
    if (!proposal) throw proposalNotFound();
    if (proposal.completedAt !== null)
      throw new HttpError(409, 'proposal_completed', 'The client has done all this proposal asked');
    if (proposal.voidAt !== null) return proposal.voidAt;
    const now = Date.now();
    await voidProposal(tx, accountId, id, now);
    return now;
  });
  return json(200, { proposal: { id, voidAt } });
});
