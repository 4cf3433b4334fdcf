// What only the API does to the questionnaires a client is sent (functions/questionnaires/): send
// one, and make or revoke the client's link to it. Each answer is checked.
import { z } from 'zod';
import type { ApiClient } from '../../lib/api';

const accountPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/questionnaires`;
const linkPath = (accountId: string, responseId: string) =>
  `${accountPath(accountId)}/${encodeURIComponent(responseId)}/link`;

/** The client's link path, answered once (only its hash is kept). */
const linked = z.object({ path: z.string() });

/** Sends a copy of the questionnaire to the client; answers it, its link, and whether it was mailed. */
export function sendQuestionnaire(
  api: ApiClient,
  accountId: string,
  questionnaireId: string,
  to: { customerId: string; sessionId?: string | undefined },
) {
  return api.post(
    `${accountPath(accountId)}/${encodeURIComponent(questionnaireId)}/send`,
    to,
    linked.extend({ response: z.object({ id: z.string() }), mailed: z.boolean() }),
  );
}

export async function renewQuestionnaireLink(api: ApiClient, accountId: string, responseId: string) {
  return (await api.post(linkPath(accountId, responseId), undefined, linked)).path;
}

export function revokeQuestionnaireLink(api: ApiClient, accountId: string, responseId: string) {
  return api.delete(linkPath(accountId, responseId), z.unknown());
}
