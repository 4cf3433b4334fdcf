// What the studio sends as a proposal (POST /api/accounts/{id}/proposals): a session's quote, and
// with it a contract (made from a template, or a draft of its own) and a questionnaire, if it
// likes. The rules live in functions/lib/proposals/proposals.ts.
import { z } from 'zod';
import { entityId } from './ids';

export const sendProposalRequest = z
  .strictObject({
    sessionId: entityId,
    quoteId: entityId,
    contractTemplateId: z.optional(entityId),
    contractId: z.optional(entityId),
    questionnaireId: z.optional(entityId),
  })
  .refine((body) => !(body.contractTemplateId && body.contractId), 'oneContract');
export type SendProposalRequest = z.output<typeof sendProposalRequest>;
