// POST /api/accounts/{id}/proposals {sessionId, quoteId, contractTemplateId? | contractId?,
// questionnaireId?}: in one transaction, the session's quote is sent (one sent already is taken as
// it is), a contract is made from the template (or the draft given) and sent with the quote's
// amounts in its fields, a questionnaire is copied for the client, and the proposal made of them
// gets its link; then ONE mail tells the client what awaits them, instead of one per part. A
// session has one open proposal at a time (409 `proposal_open`).
import { sendProposalRequest } from '@core/domain/proposal';
import { needs } from '@core/domain/roles';
import { sendContract } from '../lib/contracts/contracts';
import { defineHandler } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { markQuoteSent } from '../lib/invoicing/quote-answers';
import { accountInPath } from '../lib/membership';
import { mailProposal } from '../lib/proposals/proposal-mails';
import { createProposal, draftContractFromTemplate, openSessionForProposal } from '../lib/proposals/proposals';
import { createResponse } from '../lib/questionnaires/send-questionnaire';
import { studioLinkPath } from './proposal-path';

export const handler = defineHandler(async (event) => {
  const { accountId, sql, caller } = await accountInPath(event, needs.manage);
  const body = parseJsonBody(event, sendProposalRequest);
  const now = Date.now();
  const { id, token } = await sql.begin(async (tx) => {
    // The session first: concurrent sends for it wait here, and all but one find the proposal made.
    const { customerId } = await openSessionForProposal(tx, accountId, body.sessionId);
    const [quote] = await tx<{ status: string; language: 'en' | 'es' | 'ca' }[]>`
      select status, language from quotes
      where account_id = ${accountId} and id = ${body.quoteId} and customer_id = ${customerId} for update`;
    if (!quote) throw new HttpError(404, 'not_found', 'Quote not found');
    if (quote.status === 'draft') await markQuoteSent(tx, accountId, body.quoteId, now);
    else if (quote.status !== 'sent') throw new HttpError(409, 'quote_answered', 'This quote was answered already');
    const sessionId = body.sessionId;
    const contractId = body.contractTemplateId
      ? await draftContractFromTemplate(tx, {
          accountId,
          customerId,
          sessionId,
          templateId: body.contractTemplateId,
          language: quote.language,
        })
      : body.contractId;
    if (contractId) await sendContract(tx, accountId, contractId, now, { quoteId: body.quoteId });
    const questionnaire = body.questionnaireId
      ? await createResponse(tx, {
          accountId,
          questionnaireId: body.questionnaireId,
          customerId,
          sessionId,
          origin: 'manual',
          senderId: caller.userId,
        })
      : undefined;
    return createProposal(tx, {
      accountId,
      customerId,
      sessionId,
      language: quote.language,
      origin: 'manual',
      quoteId: body.quoteId,
      contractId: contractId ?? null,
      questionnaireResponseId: questionnaire?.responseId ?? null,
    });
  });
  const mailed = await mailProposal(sql, accountId, id, token);
  return json(200, { proposal: { id }, linkPath: await studioLinkPath(sql, accountId, token), mailed });
});
