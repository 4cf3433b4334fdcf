// What the scheduled jobs do every minute, now: the platform answers 204 once a run that began
// after the call has finished (local/jobs.ts), so that run saw every row the test wrote before.
import { expect } from 'vitest';
import { platformOrigin } from './env';

export async function runJobs(): Promise<void> {
  expect((await fetch(`${platformOrigin()}/__platform/jobs/run`, { method: 'POST' })).status).toBe(204);
}
