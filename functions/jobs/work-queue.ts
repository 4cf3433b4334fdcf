// The queue's worker (functions/lib/queue.ts): runs every job that is due, each by its handler.
// In production EventBridge starts it every minute (stacks/jobs.ts) and it works the queue every
// second for most of that minute, so a step due now goes out within seconds
// (docs/decisions/work-that-runs-later.md); locally the platform's queue timer runs it
// (local/jobs.ts), which tests run at once.
import { setTimeout as sleep } from 'node:timers/promises';
import { releaseBookingHold } from '../lib/proposals/booking-hold';
import { chargeInstalment } from '../lib/card-payments/saved-cards';
import { mailPortalCode } from '../lib/client-portal/portal-code-job';
import { mailOrderSent } from '../lib/gallery-orders/order-sent-job';
import { logFailure } from '../lib/handler';
import { mailPaidOrder } from '../lib/shop/order-paid-job';
import { sendReceipt, sendReminder } from '../lib/invoicing/invoice-messages';
import { workDueJobs, type JobHandlers } from '../lib/queue';
import { withSentry } from '../lib/sentry';
import { runSessionStep } from '../lib/workflows/run-session-step';
import { recordStepFailure } from '../lib/workflows/step-failure';
import { remindSelection } from './selection-reminder';

const handlers: JobHandlers = {
  'invoice-reminder': sendReminder,
  'invoice-receipt': sendReceipt,
  'instalment-charge': chargeInstalment,
  'portal-code': mailPortalCode,
  'booking-hold': releaseBookingHold,
  'workflow-step': { run: runSessionStep, failed: recordStepFailure },
  'selection-reminder': remindSelection,
  'gallery-order-sent': mailOrderSent,
  'gallery-order-paid': mailPaidOrder,
};

export function workQueue(): Promise<void> {
  return workDueJobs(handlers, (error) => logFailure({ job: 'work-queue' }, error));
}

/** How long one invocation keeps working the queue, of the minute until the next one starts. */
export const WORK_FOR_MS = 58_000;
const PASS_EVERY_MS = 1_000;

/** Works the queue once a second (each pass to its end) and starts no pass after `forMs`. */
export async function workQueueFor(forMs: number): Promise<void> {
  const until = Date.now() + forMs;
  for (;;) {
    const next = Date.now() + PASS_EVERY_MS;
    await workQueue();
    if (next > until) return;
    await sleep(Math.max(0, next - Date.now()));
  }
}

export const handler = withSentry(async () => {
  await workQueueFor(WORK_FOR_MS);
});
