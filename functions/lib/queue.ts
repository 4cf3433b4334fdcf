// Work that runs later (docs/decisions/work-that-runs-later.md): pg-boss on the product's own
// Postgres, in its schema `pgboss`, which it creates and migrates itself. A job waits in the
// database until its `startAfter`, however far ahead; a worker run (every minute in production,
// stacks/jobs.ts; on the local platform's timer, local/jobs.ts) takes what is due. pg-boss
// delivers at least once, so every handler records what it did under a unique key in the
// transaction that does it: a job delivered twice does nothing the second time.
import { PgBoss } from 'pg-boss';
import type postgres from 'postgres';
import { getSql, poolSize } from './db';
import { requiredEnv } from './env';
import { logFailure } from './handler';

/** Every job, by name, with the data it carries. */
export type JobData = {
  /** A reminder of an instalment, `days` before (`before_due`) or after (`after_due`) its due date. */
  'invoice-reminder': { invoiceId: string; instalmentId: string; kind: 'before_due' | 'after_due'; days: number };
  /** The thank-you for one completed payment of an invoice (`amount` in its currency's minor units). */
  'invoice-receipt': { invoiceId: string; paymentId: string; amount: number };
  /** What is still owed of an instalment, charged to the card the client saved for the invoice. */
  'instalment-charge': { invoiceId: string; instalmentId: string };
  /** A client's portal code, asked for by the request `requestId` for the address `email`. */
  'portal-code': { accountId: string; email: string; language: 'en' | 'es' | 'ca'; requestId: string };
  /** The end of an online booking's hold: let go unless its client did all its proposal asks. */
  'booking-hold': { accountId: string; proposalId: string };
  /** A session's workflow step, due at `dueAt`: nothing once the step is due at another time. */
  'workflow-step': { accountId: string; stepId: string; dueAt: number };
  /** The reminder to a client who has Favourites but has not finished choosing. */
  'selection-reminder': { accountId: string; inviteId: string };
  /** The client's mail that an order's prints are on their way; `senderId` marked it sent (the reply-to). */
  'gallery-order-sent': { accountId: string; orderId: string; senderId: string };
  /** A gallery order just paid: the client's confirmation and the photographer's notice. */
  'gallery-order-paid': { accountId: string; orderId: string };
};
export type JobName = keyof JobData;
export const JOB_NAMES = [
  'invoice-reminder',
  'invoice-receipt',
  'instalment-charge',
  'portal-code',
  'booking-hold',
  'workflow-step',
  'selection-reminder',
  'gallery-order-sent',
  'gallery-order-paid',
] as const satisfies readonly JobName[];

/** What runs a job: in a transaction of the product's database, committed before the job is done. */
export type JobRun<Data> = (tx: postgres.TransactionSql, data: Data) => Promise<void>;

/**
 * A job's handler: how it runs, and optionally what it records when a run throws. `failed` runs
 * in a transaction of its own once `run`'s has rolled back (a step marked failed, its error shown);
 * `final` says pg-boss will not retry it.
 */
export type JobHandler<Data> =
  | JobRun<Data>
  | {
      run: JobRun<Data>;
      failed(tx: postgres.TransactionSql, data: Data, error: unknown, attempt: { final: boolean }): Promise<void>;
    };

export type JobHandlers = { [Name in JobName]: JobHandler<JobData[Name]> };

const DAY_SECONDS = 24 * 60 * 60;
// A payment plan's last reminder can be more than a year ahead: pg-boss drops a job still
// waiting after `retentionSeconds`, so it is longer than any plan.
const QUEUE_OPTIONS = {
  // One job per key waiting or running: scheduling the same reminder twice adds nothing.
  policy: 'exclusive',
  retentionSeconds: 3 * 365 * DAY_SECONDS,
  deleteAfterSeconds: 30 * DAY_SECONDS,
  expireInSeconds: 5 * 60,
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
} as const;

let started: Promise<PgBoss> | undefined;

/**
 * The process's pg-boss, started on first use. No timers of its own: the worker run fetches
 * what is due and does the upkeep (`supervise`), so a Lambda that only enqueues leaves nothing
 * running between invocations.
 */
function boss(): Promise<PgBoss> {
  started ??= (async () => {
    const instance = new PgBoss({
      connectionString: requiredEnv('DATABASE_URL'),
      schema: 'pgboss',
      max: 2,
      application_name: 'studio-queue',
      supervise: false,
      schedule: false,
    });
    instance.on('error', (error) => logFailure({ job: 'queue' }, error));
    await instance.start();
    for (const name of JOB_NAMES) {
      if (!(await instance.getQueue(name))) await instance.createQueue(name, QUEUE_OPTIONS);
    }
    return instance;
  })().catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

type EnqueueOptions = {
  /** When it may run, as an instant in ms; at once without. */
  startAfter?: number;
  /** Names the job: a second one with the same key is not added while the first waits or runs. */
  singletonKey?: string;
  /**
   * The connection to add it through: a transaction adds it only if that transaction commits, so
   * work that must follow a change (an issued invoice's reminders) is never lost between the two.
   */
  db?: postgres.Sql | postgres.TransactionSql;
};

/** pg-boss's database interface over one of ours. */
const throughConnection = (db: postgres.Sql | postgres.TransactionSql) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({
    rows: await db.unsafe(text, values as postgres.ParameterOrJSON<never>[]),
  }),
});

/** Adds a job; its id, or null when one with the same `singletonKey` is already waiting. */
export async function enqueue<Name extends JobName>(
  name: Name,
  data: JobData[Name],
  options: EnqueueOptions = {},
): Promise<string | null> {
  return (await boss()).send(name, data, {
    ...(options.startAfter !== undefined ? { startAfter: new Date(options.startAfter) } : {}),
    ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
    ...(options.db ? { db: throughConnection(options.db) } : {}),
  });
}

// Jobs fetched (and completed) together: each fetch and completion is a round trip and a write
// to pg-boss's table, so a bigger batch spends less per job when many fall due at once.
const BATCH = 50;

/**
 * How many jobs of a batch run at once, each in its own transaction. A job's mail takes a second
 * connection beside its transaction (the mailbox, the use it counts), and the process's requests
 * share the pool: two connections are left for those, so no job waits on one that never comes.
 */
const runsAtOnce = (): number => Math.max(1, poolSize() - 2);

/**
 * Runs every job that is due, queue by queue, until none is left. A job whose handler throws is
 * failed and retried later with backoff; the others go on, and a batch's done jobs are completed
 * together.
 */
export async function workDueJobs(handlers: JobHandlers, onError: (error: unknown) => void): Promise<void> {
  const instance = await boss();
  for (const name of JOB_NAMES) {
    const handler = handlers[name] as JobHandler<JobData[typeof name]>;
    for (;;) {
      const jobs = await instance.fetch<JobData[typeof name]>(name, { batchSize: BATCH, includeMetadata: true });
      const failures = await eachAtMost(runsAtOnce(), jobs, (job) => runJob(handler, job, onError));
      const done = jobs.filter((_, index) => failures[index] === null);
      if (done.length > 0) await instance.complete(name, done);
      for (const [index, job] of jobs.entries()) {
        const failure = failures[index];
        if (failure != null) await instance.fail(name, job, { message: failure });
      }
      if (jobs.length < BATCH) break;
    }
  }
  // Expires jobs whose worker died and deletes old finished ones.
  await instance.supervise();
}

/** `run` over `items`, at most `limit` at once; the results in the items' order. */
async function eachAtMost<Item, Result>(
  limit: number,
  items: readonly Item[],
  run: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** A fetched job's data and attempt: pg-boss retries it while `retryCount` is below `retryLimit`. */
export type JobAttempt<Data> = { data: Data; retryCount: number; retryLimit: number };

/**
 * Runs one job in a transaction of its own; on a throw, reports it and gives the handler's
 * `failed` its own transaction, since `run`'s rolled back. The error's message, or null when the
 * run committed.
 */
export async function runJob<Data>(
  handler: JobHandler<Data>,
  job: JobAttempt<Data>,
  onError: (error: unknown) => void,
): Promise<string | null> {
  const run = typeof handler === 'function' ? handler : handler.run;
  try {
    await getSql().begin((tx) => run(tx, job.data));
    return null;
  } catch (error) {
    onError(error);
    if (typeof handler !== 'function') {
      const final = job.retryCount >= job.retryLimit;
      await getSql()
        .begin((tx) => handler.failed(tx, job.data, error, { final }))
        .catch(onError);
    }
    return error instanceof Error ? error.message : String(error);
  }
}

/** Ends the process's pg-boss and its connections (the local platform's stop). */
export async function stopQueue(): Promise<void> {
  const running = started;
  started = undefined;
  if (running) await (await running).stop({ graceful: false, close: true });
}
