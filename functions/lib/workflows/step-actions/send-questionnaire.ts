// Sends the step's questionnaire to the session's client, as the studio does by hand.
import { createResponse, mailResponse } from '../../questionnaires/send-questionnaire';
import { clientEmail, type StepActionRun } from './running-step';

export const sendQuestionnaire: StepActionRun = async (tx, step) => {
  if (!step.questionnaireId) return { nothingToDo: 'nothing_to_send' };
  if (!(await clientEmail(tx, step))) return { nothingToDo: 'client_without_email' };
  const { accountId, questionnaireId, customerId, sessionId, authorId: senderId } = step;
  const created = await createResponse(tx, {
    accountId,
    questionnaireId,
    customerId,
    sessionId,
    origin: 'manual',
    senderId,
  });
  const sent = await mailResponse(tx, { ...created!, senderId });
  return sent ? { sent } : { nothingToDo: 'client_without_email' };
};
