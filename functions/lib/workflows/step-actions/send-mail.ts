// Sends a mail a step made (a template's, a review request) through the studio's mailer, or
// answers that there was nobody to send it to.
import { mailer, type Mail } from '../../mail/mailer';
import type { StepOutcome } from './running-step';

export async function sendStepMail(made: { mail: Mail } | null): Promise<StepOutcome> {
  if (!made) return { nothingToDo: 'nothing_to_send' };
  const { messageId } = await mailer().send(made.mail);
  return { sent: { to: made.mail.to, messageId } };
}
