// Fills the step's contract template for the session and sends it to be signed, as the studio
// does by hand: a contract left with unfilled fields fails the step, shown on the session.
import { readContract, sendContract, sendSignRequest } from '../../contracts/contracts';
import { draftContractFromTemplate } from '../../proposals/proposals';
import { clientEmail, type StepActionRun } from './running-step';

export const sendContractStep: StepActionRun = async (tx, step) => {
  const { accountId, customerId, sessionId, contractTemplateId: templateId } = step;
  const [template] = templateId
    ? await tx<{ language: 'en' | 'es' | 'ca' }[]>`
        select language from contract_templates where account_id = ${accountId} and id = ${templateId}`
    : [];
  if (!templateId || !template) return { nothingToDo: 'nothing_to_send' };
  if (!(await clientEmail(tx, step))) return { nothingToDo: 'client_without_email' };
  const draft = { accountId, customerId, sessionId, templateId, language: template.language };
  const id = await draftContractFromTemplate(tx, draft);
  const path = await sendContract(tx, accountId, id);
  const contract = (await readContract(tx, accountId, id))!;
  // A failed mail throws: the step rolls back and is retried, its error shown on the session.
  return { sent: await sendSignRequest(tx, contract, path) };
};
