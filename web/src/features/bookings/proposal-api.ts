// What only the API does to a proposal (functions/proposals/): send one from a session, renew its
// client's link, withdraw it. Each answer is checked.
import { z } from 'zod';
import type { ApiClient } from '../../lib/api';

const proposalsPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/proposals`;
const proposalPath = (accountId: string, id: string) => `${proposalsPath(accountId)}/${encodeURIComponent(id)}`;

/** The client's link path, answered once (only its hash is kept). */
const linked = z.object({ linkPath: z.string() });

export type ProposalChoice = {
  sessionId: string;
  quoteId: string;
  contractTemplateId?: string;
  questionnaireId?: string;
};

/** Sends the session's quote, a contract from the template and the questionnaire as one proposal. */
export function sendProposal(api: ApiClient, accountId: string, choice: ProposalChoice) {
  return api.post(proposalsPath(accountId), choice, linked.extend({ proposal: z.object({ id: z.string() }) }));
}

export async function renewProposalLink(api: ApiClient, accountId: string, id: string) {
  return (await api.post(`${proposalPath(accountId, id)}/link`, undefined, linked)).linkPath;
}

/** Withdraws it: its link opens nothing more. */
export function voidProposal(api: ApiClient, accountId: string, id: string) {
  return api.post(`${proposalPath(accountId, id)}/void`, undefined, z.unknown());
}
