// POST /api/p/{id}/proposals/{token}/sign {documentSha256, name, signature, fields}: the client
// signs the proposal's contract, as its own link would (functions/client-documents/sign-contract.ts),
// once they have accepted its quote (409 `proposal_step_order` before). Answers the proposal as it
// stands then.
import { signContractBody } from '@core/domain/contract';
import { afterClientSigned, signAsClient } from '../lib/contracts/client-signature';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { callerAddress, header, HttpError } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { mailProposalCompleted } from '../lib/proposals/proposal-mails';
import { completeProposalIfDone, proposalSteps } from '../lib/proposals/proposals';
import { linkedProposal, lockLiveProposal, proposalAnswer } from './linked-proposal';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const now = Date.now();
  const { studio, proposal: found } = await linkedProposal(sql, event, now);
  const body = parseJsonBody(event, signContractBody);
  const evidence = { ip: callerAddress(event), userAgent: header(event, 'user-agent') ?? '' };
  const { signed, completed } = await sql.begin(async (tx) => {
    const proposal = await lockLiveProposal(tx, found, now);
    const { accepted } = await proposalSteps(tx, proposal, now);
    if (!proposal.contractId || accepted === false)
      throw new HttpError(409, 'proposal_step_order', 'Accept the quote before signing');
    const signed = await signAsClient(tx, studio.id, proposal.contractId, body, evidence, now);
    return { signed, completed: await completeProposalIfDone(tx, studio.id, proposal.id, now) };
  });
  await afterClientSigned(sql, signed);
  if (completed) await mailProposalCompleted(sql, studio.id, completed);
  return proposalAnswer(sql, studio, found.id);
});
