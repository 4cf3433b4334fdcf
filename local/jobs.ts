// Stands in for the EventBridge schedules of stacks/jobs.ts: the table scans of run-jobs on one
// timer, and the queue's due jobs on a faster one, as the worker Lambda takes them every second
// or so. Each lane never runs twice at once. `runNow` lets tests (and the platform's test
// controls) run both at once instead of waiting for the timers: always a run that starts after
// the call, since one already under way may have begun before the caller's rows existed.
import { runJobs } from '../functions/jobs/run-jobs';
import { workQueue } from '../functions/jobs/work-queue';
import { invoiceFinishedMonths } from '../functions/lib/billing/billing-local-invoice';
import { getSql } from '../functions/lib/db';
import { stopQueue } from '../functions/lib/queue';
import { onInstance } from './instances';
import { reportSimulatedBounces } from './mail/simulated-bounces';

const SCANS_EVERY_MS = 10_000;
// A workflow step due now is mailed within seconds of its time (docs/decisions/work-that-runs-later.md).
const QUEUE_EVERY_MS = 1_000;

/** Stripe invoices each month by itself; without its keys the local stand-in does it here. */
async function invoiceLocally(log: (line: string) => void): Promise<void> {
  if (process.env.STRIPE_SECRET_KEY) return;
  await invoiceFinishedMonths(getSql(), Date.now(), (error) =>
    log(`local invoice failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

/** Runs `work` one call after another, never two at once, each call after the previous one ended. */
function oneAtATime(work: () => Promise<void>, log: (line: string) => void) {
  let last: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    run(): Promise<void> {
      waiting++;
      last = last
        // As the worker Lambda runs it: on an instance of its own.
        .then(() => onInstance(work))
        .catch((error: unknown) => log(`jobs failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => waiting--);
      return last;
    },
    /** Whether a call is running or waiting: a timer adds none then, so a slow run is not followed by a pile. */
    get busy() {
      return waiting > 0;
    },
    /** The end of the last call asked for. */
    settled: () => last,
  };
}

/** Calls `tick` every `ms` while the process runs, without keeping it alive. */
function every(ms: number, tick: () => void): () => void {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}

export function startJobs(log: (line: string) => void) {
  const queue = oneAtATime(async () => {
    await workQueue();
    // As SES reports a bounce a moment after it accepted the mail.
    await reportSimulatedBounces(getSql());
  }, log);
  const scans = oneAtATime(async () => {
    await runJobs();
    await invoiceLocally(log);
  }, log);
  const stops = [
    every(SCANS_EVERY_MS, () => {
      if (!scans.busy) void scans.run();
    }),
    every(QUEUE_EVERY_MS, () => {
      if (!queue.busy) void queue.run();
    }),
  ];
  return {
    // The scans first: a run of them can enqueue work (a booking's hold, a receipt) the queue then takes.
    runNow: () => scans.run().then(() => queue.run()),
    async stop() {
      for (const stop of stops) stop();
      await Promise.all([scans.settled(), queue.settled()]);
      await stopQueue();
    },
  };
}
