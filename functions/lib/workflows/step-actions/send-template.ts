// Mails the session's client the step's template, in their language.
import { templateMail } from '../../mail-templates/template-mail';
import type { StepActionRun } from './running-step';
import { sendStepMail } from './send-mail';

export const sendTemplate: StepActionRun = async (tx, step) => {
  if (!step.mailTemplateId) return { nothingToDo: 'nothing_to_send' };
  const { accountId, sessionId, mailTemplateId: templateId } = step;
  const mail = await templateMail(tx, { accountId, templateId, sessionId });
  return sendStepMail(mail && { mail });
};
