// POST /api/p/{id}/proposals/{token}/pay: once the quote is accepted and the contract signed (409
// `proposal_step_order` before), the card payment page of the deposit, the invoice's first
// instalment: {url}, which brings the client back to the proposal's page. Refusals otherwise as
// an invoice's (functions/lib/card-payments/instalment-checkout.ts).
import { startInstalmentCheckout } from '../lib/card-payments/instalment-checkout';
import { getSql } from '../lib/db';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { proposalLinkPath, proposalSteps } from '../lib/proposals/proposals';
import { linkedProposal } from './linked-proposal';

export const handler = defineHandler(async (event) => {
  const sql = getSql();
  const now = Date.now();
  const { studio, proposal } = await linkedProposal(sql, event, now);
  const { accepted, signed, deposit } = await proposalSteps(sql, proposal, now);
  if (accepted === false || signed === false)
    throw new HttpError(409, 'proposal_step_order', 'Accept the quote and sign the contract before paying');
  if (!deposit?.instalmentId || !proposal.invoiceId)
    throw new HttpError(409, 'invoice_not_payable', 'This proposal asks for no deposit');
  if (deposit.paid) throw new HttpError(409, 'invoice_already_paid', 'The deposit is paid');
  const token = event.pathParameters?.token ?? '';
  const url = await startInstalmentCheckout(sql, {
    accountId: studio.id,
    invoiceId: proposal.invoiceId,
    instalmentId: deposit.instalmentId,
    returnPath: (slug) => proposalLinkPath(slug, token),
  });
  return json(200, { url });
});
