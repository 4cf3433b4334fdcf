// POST /api/accounts/{id}/questionnaires/{questionnaireId}/send {customerId, sessionId?}: a copy
// of the questionnaire for the client to answer, with a new link to it, mailed to them in the
// form's language when they have an address. Answers the link's address, to share it otherwise.
import { entityId } from '@core/domain/ids';
import { sendQuestionnaireRequest } from '@core/domain/questionnaire';
import { needs } from '@core/domain/roles';
import { studioDocumentLinkPath } from '../lib/client-links';
import { defineHandler, logFailure } from '../lib/handler';
import { json } from '../lib/http';
import { parseInput, parseJsonBody } from '../lib/input';
import { accountInPath } from '../lib/membership';
import { createResponse, mailResponse } from '../lib/questionnaires/send-questionnaire';

export const handler = defineHandler(async (event) => {
  const { accountId, sql, caller } = await accountInPath(event, needs.manage);
  const questionnaireId = parseInput(event.pathParameters?.questionnaireId, entityId);
  const { customerId, sessionId } = parseJsonBody(event, sendQuestionnaireRequest);
  const sending = { accountId, questionnaireId, customerId, sessionId: sessionId ?? null, senderId: caller.userId };
  // Made by hand, a response is always new (only a booking's is once per session).
  const { responseId, token } = (await sql.begin((tx) => createResponse(tx, { ...sending, origin: 'manual' })))!;
  // The questionnaire is sent whatever the mail does; the answer says whether it went.
  const mailed = await mailResponse(sql, { responseId, token, senderId: caller.userId }).then(
    (sent) => sent !== null,
    (error: unknown) => {
      logFailure({ accountId, responseId, step: 'questionnaire mail' }, error);
      return false;
    },
  );
  const path = await studioDocumentLinkPath(sql, accountId, 'questionnaire', token);
  return json(200, { response: { id: responseId }, path, mailed });
});
