// The workflow engine's promise (docs/decisions/workflows.md): every step runs exactly once, at
// its time on the studio's clock, however many runners take jobs at once or die mid-step. A test
// clock moves the engine's now and the queue's waiting jobs forward together, day by day.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { wallClock } from '../../core/domain/studio-time';
import { workQueue } from '../../functions/jobs/work-queue';
import { stopQueue } from '../../functions/lib/queue';
import { advanceWorkflowClock, workflowClock } from '../../functions/lib/workflow-plans/clock';
import { planSessionSteps } from '../../functions/lib/workflow-plans/plan-session-steps';
import { runSessionStep } from '../../functions/lib/workflows/run-session-step';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { newUser, type TestUser } from '../support/users';
import {
  clientSession,
  mailsUnder,
  sessionSteps,
  stepJobs,
  workflowType,
  type StepSpec,
} from './support/workflow-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let owner: TestUser;

beforeAll(async () => {
  // The handlers' environment, as the platform gives it, for the runner this file calls directly.
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  owner = await newUser('workflows');
  await sql`update accounts set settings = settings || ${sql.json({ timeZone: 'Europe/Madrid' })} where id = ${owner.accountId}`;
});
afterAll(async () => {
  await stopQueue();
  await sql.end();
});

const plan = (sessionId: string) => sql.begin((tx) => planSessionSteps(tx, owner.accountId, sessionId));
const domain = () => `wf-${newId().slice(0, 8).toLowerCase()}.example`;

/** Moves the engine's clock and every job of the studio still waiting by `ms`, as if that time passed. */
async function pass(ms: number): Promise<void> {
  advanceWorkflowClock(ms);
  await sql`
    update pgboss.job set start_after = start_after - make_interval(secs => ${ms / 1000})
    where name = 'workflow-step' and data->>'accountId' = ${owner.accountId} and state in ('created', 'retry')`;
}

/** A session of a new one-step workflow (a questionnaire when booked), planned: its step and client's domain. */
async function oneStepSession(): Promise<{ stepId: string; dueAt: number; domain: string }> {
  const type = await workflowType(sql, owner, [{ trigger: 'booked', offsetAmount: 0, offsetUnit: 'hours' }]);
  const at = domain();
  const { sessionId } = await clientSession(sql, owner, { type, date: Date.now() + 10 * DAY, domain: at });
  await plan(sessionId);
  const [step] = await sessionSteps(sql, sessionId);
  return { stepId: step!.id, dueAt: step!.dueAt!, domain: at };
}

describe('a thousand steps over ninety days', () => {
  it('runs each once, none before its time', { timeout: 600_000 }, async () => {
    const steps: StepSpec[] = [
      { offsetAmount: -30, atMinute: 9 * 60 },
      { offsetAmount: -14, atMinute: 9 * 60 },
      { offsetAmount: -7, atMinute: 9 * 60 },
      { offsetAmount: -2, atMinute: 18 * 60 },
      { offsetAmount: -1, atMinute: 9 * 60 },
      { offsetAmount: -3, offsetUnit: 'hours' },
      { offsetAmount: 1, offsetUnit: 'hours' },
      { offsetAmount: 1, atMinute: 10 * 60 },
      { offsetAmount: 7, atMinute: 9 * 60 },
      { offsetAmount: 14, atMinute: 9 * 60 },
    ];
    const type = await workflowType(sql, owner, steps);
    const at = domain();
    const start = workflowClock.now();
    const sessions: string[] = [];
    for (let i = 0; i < 100; i++) {
      // Sessions 20 to 75 days ahead at 11:00 and 17:00: their steps spread over the 90 days.
      const date = start + (20 + Math.floor((i * 55) / 100)) * DAY + (i % 2 ? 6 * HOUR : 0);
      const { sessionId } = await clientSession(sql, owner, { type, date, domain: at });
      await plan(sessionId);
      sessions.push(sessionId);
    }
    const stepsOf = () => sql<{ status: string; dueAt: number }[]>`
      select status, due_at::float8 as "dueAt" from session_steps where session_id in ${sql(sessions)}`;
    expect(await stepsOf()).toHaveLength(1000);

    // Worked by the platform's runner, as every other test's jobs are: a runner of this file's own
    // would also take the jobs other files are waiting on, and leave them unfinished meanwhile.
    // A job is due once its start_after has passed, which pass() moves with the engine's clock.
    for (let day = 0; day <= 90; day++) {
      await runJobs();
      const now = workflowClock.now();
      const all = await stepsOf();
      expect(all.filter((step) => step.status === 'done' && step.dueAt > now)).toEqual([]);
      await pass(DAY);
    }
    await runJobs();

    expect((await stepsOf()).filter((step) => step.status !== 'done')).toEqual([]);
    expect(await mailsUnder(sql, at)).toBe(1000);
    const perSession = await sql<{ n: number }[]>`
      select count(*)::int as n from questionnaire_responses where session_id in ${sql(sessions)} group by session_id`;
    expect(perSession.map(({ n }) => n)).toEqual(Array(100).fill(10));
  });
});

describe('runners that overlap or die', () => {
  it('sends once when five runners take the same step at once', async () => {
    const { stepId, dueAt, domain: at } = await oneStepSession();
    const data = { accountId: owner.accountId, stepId, dueAt };
    await Promise.all(Array.from({ length: 5 }, () => sql.begin((tx) => runSessionStep(tx, data))));
    await Promise.all([workQueue(), workQueue(), runJobs()]);
    expect(await mailsUnder(sql, at)).toBe(1);
  });

  it('sends once when a runner died after its work, before it completed the job', async () => {
    const { stepId, dueAt, domain: at } = await oneStepSession();
    // The work committed; the job was never marked complete, so the queue delivers it again.
    await sql.begin((tx) => runSessionStep(tx, { accountId: owner.accountId, stepId, dueAt }));
    const [job] = (await stepJobs(sql, owner.accountId)).filter((row) => row.key === `${stepId}@${dueAt}`);
    await sql`update pgboss.job set state = 'retry', start_after = now() where id = ${job!.id}`;
    // The platform's run: its queue timer may take the job first, and its run waits for that one.
    await runJobs();
    expect(await mailsUnder(sql, at)).toBe(1);
    const [after] = await sql`select state::text from pgboss.job where id = ${job!.id}`;
    expect(after!.state).toBe('completed');
  });

  it('sends once when a runner is killed holding the step', async () => {
    const { stepId, domain: at } = await oneStepSession();
    // A client of its own: the killed connection must not go back to the pool the next test uses.
    const dying = postgres(databaseUrl(), { max: 1, onnotice: () => {} });
    const held = await dying.reserve();
    await held`begin`;
    await held`select id from session_steps where id = ${stepId} for update`;
    const [backend] = await held<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const running = workQueue();
    await sql`select pg_terminate_backend(${backend!.pid})`;
    await running;
    await dying.end({ timeout: 1 }).catch(() => {});
    await runJobs();
    expect(await mailsUnder(sql, at)).toBe(1);
  });
});

describe('a runner that was down', () => {
  it('runs a step it missed once it is back, marked late', async () => {
    const type = await workflowType(sql, owner, [{ offsetAmount: 0, offsetUnit: 'hours' }]);
    const date = workflowClock.now() + HOUR;
    const { sessionId } = await clientSession(sql, owner, { type, date, domain: domain() });
    await plan(sessionId);
    const [step] = await sessionSteps(sql, sessionId);
    // An hour past its time, the runner comes back.
    advanceWorkflowClock(2 * HOUR);
    await sql.begin((tx) => runSessionStep(tx, { accountId: owner.accountId, stepId: step!.id, dueAt: step!.dueAt! }));
    const [ran] = await sessionSteps(sql, sessionId);
    expect(ran).toMatchObject({ status: 'done', late: true });
    expect(ran!.doneAt! - ran!.dueAt!).toBeGreaterThan(HOUR);
  });
});

describe('dates on the studio clock', () => {
  it('keeps "9:00 the day before" at 9:00 across the change to summer time', async () => {
    const type = await workflowType(sql, owner, [{ offsetAmount: -1, atMinute: 9 * 60 }]);
    // 30 March 2027, 10:00 in Madrid: the clocks went forward on the 28th.
    const date = Date.UTC(2027, 2, 30, 8, 0);
    const { sessionId } = await clientSession(sql, owner, { type, date, domain: domain() });
    await plan(sessionId);
    const [step] = await sessionSteps(sql, sessionId);
    expect(step!.dueAt).toBe(Date.UTC(2027, 2, 29, 7, 0));
    // Moved to before the change, it is still 9:00 the day before, now an hour later in UTC.
    await sql`update sessions set date = ${Date.UTC(2027, 2, 27, 9, 0)} where id = ${sessionId}`;
    await plan(sessionId);
    const [moved] = await sessionSteps(sql, sessionId);
    const clock = wallClock(moved!.dueAt!, 'Europe/Madrid');
    expect([clock.day, clock.hour, clock.minute]).toEqual([26, 9, 0]);
    expect(moved!.dueAt).toBe(Date.UTC(2027, 2, 26, 8, 0));
  });
});
