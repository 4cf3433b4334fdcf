// SES's bounce and complaint events, through EventBridge (stacks/jobs.ts): each marks the workflow
// step that sent the mail bounced. An event for a mail no step sent (an invite, another stage's
// mail) changes nothing.
import { z } from 'zod';
import { getSql } from '../lib/db';
import { logFailure } from '../lib/handler';
import { recordBounce } from '../lib/mail/record-bounce';
import { withSentry } from '../lib/sentry';

/** What this function reads of an EventBridge event from SES (its `detail` is SES's event record). */
const sesEvent = z.object({
  detail: z.object({
    eventType: z.enum(['Bounce', 'Complaint']),
    mail: z.object({ messageId: z.string().min(1) }),
    bounce: z.object({ timestamp: z.iso.datetime({ offset: true }) }).optional(),
    complaint: z.object({ timestamp: z.iso.datetime({ offset: true }) }).optional(),
  }),
});

/** Records one event; false when it was not one to record or named no step's mail. */
export async function recordSesEvent(event: unknown): Promise<boolean> {
  const parsed = sesEvent.safeParse(event);
  if (!parsed.success) {
    logFailure({ job: 'ses-events' }, new Error(`not an SES bounce or complaint: ${parsed.error.message}`));
    return false;
  }
  const { mail, bounce, complaint } = parsed.data.detail;
  const reported = bounce?.timestamp ?? complaint?.timestamp;
  return recordBounce(getSql(), mail.messageId, reported ? Date.parse(reported) : Date.now());
}

export const handler = withSentry(async (event: unknown) => {
  await recordSesEvent(event);
});
