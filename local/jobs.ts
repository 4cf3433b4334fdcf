// Stands in for the EventBridge schedule of stacks/jobs.ts: runs the same jobs module on a
// timer, never two runs at once. `runNow` lets tests (and the platform's test controls) run
// them at once instead of waiting for the timer.
import { runJobs } from '../functions/jobs/run-jobs';

const EVERY_MS = 10_000;

export function startJobs(log: (line: string) => void) {
  let running: Promise<void> | undefined;
  const runNow = (): Promise<void> => {
    running ??= runJobs()
      .catch((error: unknown) => log(`jobs failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void runNow(), EVERY_MS);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
