// POST /api/p/{id}/proposals/{token}/accept: the client accepts the proposal's quote, as its own
// link would (functions/client-documents/accept-quote.ts): it becomes an issued invoice whose
// first instalment is the deposit, mailed to them. Answers the proposal as it stands then.
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError } from '../lib/http';
import { mailIssuedInvoice } from '../lib/invoicing/invoice-messages';
import { acceptQuote } from '../lib/invoicing/quote-answers';
import { mailProposalCompleted } from '../lib/proposals/proposal-mails';
import { completeProposalIfDone } from '../lib/proposals/proposals';
import { linkedProposal, lockLiveProposal, proposalAnswer } from './linked-proposal';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const now = Date.now();
  const { studio, proposal: found } = await linkedProposal(sql, event, now);
  const { invoiceId, completed } = await sql.begin(async (tx) => {
    const proposal = await lockLiveProposal(tx, found, now);
    if (!proposal.quoteId) throw new HttpError(409, 'proposal_step_order', 'This proposal has no quote');
    const invoice = await acceptQuote(tx, studio.id, proposal.quoteId, now);
    await tx`update proposals set invoice_id = ${invoice.id}, updated_at = ${now} where id = ${proposal.id}`;
    return { invoiceId: invoice.id, completed: await completeProposalIfDone(tx, studio.id, proposal.id, now) };
  });
  await mailIssuedInvoice(sql, invoiceId);
  if (completed) await mailProposalCompleted(sql, studio.id, completed);
  return proposalAnswer(sql, studio, found.id);
});
