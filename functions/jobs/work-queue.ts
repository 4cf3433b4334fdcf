// The queue's worker (functions/lib/queue.ts): runs every job that is due, each by its handler.
// Every minute in production (an EventBridge schedule, stacks/jobs.ts); on the local platform's
// jobs timer (local/jobs.ts), which tests run at once.
import { releaseBookingHold } from '../lib/proposals/booking-hold';
import { chargeInstalment } from '../lib/card-payments/saved-cards';
import { mailPortalCode } from '../lib/client-portal/portal-code-job';
import { logFailure } from '../lib/handler';
import { sendReceipt, sendReminder } from '../lib/invoicing/invoice-messages';
import { workDueJobs, type JobHandlers } from '../lib/queue';
import { withSentry } from '../lib/sentry';

const handlers: JobHandlers = {
  'invoice-reminder': sendReminder,
  'invoice-receipt': sendReceipt,
  'instalment-charge': chargeInstalment,
  'portal-code': mailPortalCode,
  'booking-hold': releaseBookingHold,
};

export function workQueue(): Promise<void> {
  return workDueJobs(handlers, (error) => logFailure({ job: 'work-queue' }, error));
}

export const handler = withSentry(async () => {
  await workQueue();
});
