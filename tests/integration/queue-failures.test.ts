// A job whose run throws (functions/lib/queue.ts, runJob): its transaction rolls back, and its
// handler's `failed` records the failure in a transaction of its own, told `final` exactly when
// pg-boss will not retry it. A queue of this file's own, so the platform's worker leaves it alone.
import postgres from 'postgres';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { runJob, type JobHandler } from '../../functions/lib/queue';
import { databaseUrl } from '../support/env';
import { newUser } from '../support/users';
import { makeStudioRows } from './support/studio-rows';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const boss = new PgBoss({
  connectionString: databaseUrl(),
  schema: 'pgboss',
  max: 2,
  supervise: false,
  schedule: false,
});
const queue = `test-failures-${newId()}`;
let stepId: string;

type StepJob = { stepId: string };
type StepRow = { status: string; attempts: number; mail_to: string | null; last_error: string | null };
const stepRow = async () =>
  (await sql<StepRow[]>`select status, attempts, mail_to, last_error from session_steps where id = ${stepId}`)[0]!;

beforeAll(async () => {
  Object.assign(process.env, { DATABASE_URL: databaseUrl() });
  const owner = await newUser('queue');
  stepId = (await makeStudioRows(sql, owner.accountId, owner.userId)).session_steps!;
  await boss.start();
  // One retry, at once: the second attempt is the last.
  await boss.createQueue(queue, { retryLimit: 1, retryDelay: 0 });
});
afterAll(async () => {
  await boss.deleteQueue(queue);
  await boss.stop({ graceful: false, close: true });
  await sql.end();
});

/** The one due job of the queue, as the worker fetches it. */
async function fetchOne(): Promise<JobWithMetadata<StepJob>> {
  const [job] = await boss.fetch<StepJob>(queue, { includeMetadata: true });
  expect(job).toBeDefined();
  return job!;
}

describe('a job whose run throws', () => {
  it('rolls its run back, records the failure apart, and is told when no retry is left', async () => {
    const told: boolean[] = [];
    const errors: unknown[] = [];
    // As a step's sender does: it marks the step sent, then the mail fails.
    const handler: JobHandler<StepJob> = {
      async run(tx, data) {
        await tx`update session_steps set attempts = attempts + 1, mail_to = 'ana@example.com' where id = ${data.stepId}`;
        throw new Error('the mail provider refused it');
      },
      async failed(tx, data, error, { final }) {
        told.push(final);
        const message = error instanceof Error ? error.message : String(error);
        await tx`update session_steps set last_error = ${message},
                   status = case when ${final} then 'failed' else status end,
                   done_at = case when ${final} then private.now_ms() else done_at end
                 where id = ${data.stepId}`;
      },
    };
    const before = await stepRow();
    const jobId = await boss.send(queue, { stepId });

    for (const attempt of [1, 2]) {
      const job = await fetchOne();
      const failure = await runJob(handler, job, (error) => errors.push(error));
      expect(failure).toBe('the mail provider refused it');
      await boss.fail(queue, job, { message: failure });
      const state = (await boss.getJobById(queue, jobId!))!.state;
      // pg-boss retries the first attempt and gives up after the second, as `final` said.
      expect(state).toBe(attempt === 1 ? 'retry' : 'failed');
    }

    expect(told).toEqual([false, true]);
    expect(errors).toHaveLength(2);
    // Neither run's update stayed; the failure did.
    expect(await stepRow()).toEqual({
      status: 'failed',
      attempts: before.attempts,
      mail_to: before.mail_to,
      last_error: 'the mail provider refused it',
    });
  });

  it('keeps a run that commits, and a plain handler that throws records nothing', async () => {
    await sql`update session_steps set status = 'scheduled', due_at = 1, done_at = null, last_error = null where id = ${stepId}`;
    const before = await stepRow();
    const failed: unknown[] = [];
    const done = await runJob<StepJob>(
      {
        run: (tx, data) =>
          tx`update session_steps set attempts = attempts + 1 where id = ${data.stepId}`.then(() => {}),
        failed: async (_tx, _data, error) => void failed.push(error),
      },
      { data: { stepId }, retryCount: 0, retryLimit: 1 },
      (error) => failed.push(error),
    );
    expect(done).toBeNull();
    expect(failed).toEqual([]);
    const committed = await stepRow();
    expect(committed).toEqual({ ...before, attempts: before.attempts + 1 });

    const plain = await runJob<StepJob>(
      async (tx, data) => {
        await tx`update session_steps set status = 'done', done_at = 1 where id = ${data.stepId}`;
        throw new Error('no mail template');
      },
      { data: { stepId }, retryCount: 1, retryLimit: 1 },
      () => {},
    );
    expect(plain).toBe('no mail template');
    expect(await stepRow()).toEqual(committed);
  });
});
