// Stands in for the EventBridge schedules of stacks/jobs.ts: runs the same jobs modules on a
// timer, never two runs at once. `runNow` lets tests (and the platform's test controls) run
// them at once instead of waiting for the timer: always a run that starts after the call, since
// one already under way may have begun before the caller's rows existed.
import { runJobs } from '../functions/jobs/run-jobs';
import { workQueue } from '../functions/jobs/work-queue';
import { invoiceFinishedMonths } from '../functions/lib/billing/billing-local-invoice';
import { getSql } from '../functions/lib/db';
import { stopQueue } from '../functions/lib/queue';

const EVERY_MS = 10_000;

/** Stripe invoices each month by itself; without its keys the local stand-in does it here. */
async function invoiceLocally(log: (line: string) => void): Promise<void> {
  if (process.env.STRIPE_SECRET_KEY) return;
  await invoiceFinishedMonths(getSql(), Date.now(), (error) =>
    log(`local invoice failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

export function startJobs(log: (line: string) => void) {
  let queue: Promise<void> = Promise.resolve();
  let queued = 0;
  const runNow = (): Promise<void> => {
    queued++;
    queue = queue
      .then(() => runJobs())
      // The queue's due jobs (reminders, receipts), as the worker Lambda takes them every minute.
      .then(() => workQueue())
      .then(() => invoiceLocally(log))
      .catch((error: unknown) => log(`jobs failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => queued--);
    return queue;
  };
  // The timer adds a run only when none is waiting: a slow run is not followed by a pile of them.
  const timer = setInterval(() => {
    if (queued === 0) void runNow();
  }, EVERY_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await queue;
      await stopQueue();
    },
  };
}
