// Fills the step's contract template for the session and sends it to be signed, as the studio
// does by hand: a contract left with unfilled fields fails the step, shown on the session.
import { mailSignRequest, readContract, sendContract } from '../../contracts/contracts';
import { draftContractFromTemplate } from '../../proposals/proposals';
import { clientEmail, type StepActionRun } from './running-step';

export const sendContractStep: StepActionRun = async (tx, step) => {
  const { accountId, customerId, sessionId, contractTemplateId: templateId } = step;
  const [template] = templateId
    ? await tx<{ language: 'en' | 'es' | 'ca' }[]>`
        select language from contract_templates where account_id = ${accountId} and id = ${templateId}`
    : [];
  if (!templateId || !template) return { nothingToDo: 'nothing_to_send' };
  const to = await clientEmail(tx, step);
  if (!to) return { nothingToDo: 'client_without_email' };
  const draft = { accountId, customerId, sessionId, templateId, language: template.language };
  const id = await draftContractFromTemplate(tx, draft);
  const path = await sendContract(tx, accountId, id);
  const contract = (await readContract(tx, accountId, id))!;
  // mailSignRequest logs a failure and answers false: here it must roll back and be retried.
  if (!(await mailSignRequest(tx, contract, path))) throw new Error('The contract mail was not sent');
  return { sent: { to } };
};
