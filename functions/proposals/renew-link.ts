// POST /api/accounts/{id}/proposals/{proposalId}/link: revokes the client's links to the proposal
// and mails them a new one (a link sent to the wrong address, say). A withdrawn proposal has none.
import { needs } from '@core/domain/roles';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { accountInPath } from '../lib/membership';
import { mailProposal } from '../lib/proposals/proposal-mails';
import { proposalNotFound, readProposal, renewProposalLink } from '../lib/proposals/proposals';
import { proposalInPath, studioLinkPath } from './proposal-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql } = await accountInPath(event, needs.manage);
  const id = proposalInPath(event);
  const token = await sql.begin(async (tx) => {
    const proposal = await readProposal(tx, accountId, id, true);
    if (!proposal) throw proposalNotFound();
    if (proposal.voidAt !== null) throw new HttpError(409, 'proposal_void', 'This proposal was withdrawn');
    return renewProposalLink(tx, accountId, id);
  });
  const mailed = await mailProposal(sql, accountId, id, token);
  return json(200, { linkPath: await studioLinkPath(sql, accountId, token), mailed });
});
