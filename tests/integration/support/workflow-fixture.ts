// A studio with a workflow whose every step mails the session's client a questionnaire, for the
// workflow engine's tests: its sessions, their steps, the queue's jobs for them and the mails.
import type postgres from 'postgres';
import { newId } from '@core/domain/ids';
import type { TestUser } from '../../support/users';

export type StepSpec = {
  trigger?: string;
  offsetAmount: number;
  offsetUnit?: 'days' | 'hours';
  atMinute?: number | null;
  action?: string;
  waitFor?: string;
};

export type StepRow = {
  id: string;
  sessionId: string;
  position: number;
  status: string;
  dueAt: number | null;
  doneAt: number | null;
  late: boolean;
};

/** A questionnaire, a workflow of `steps` and a session type that follows it; the type's name. */
export async function workflowType(sql: postgres.Sql, owner: TestUser, steps: readonly StepSpec[]): Promise<string> {
  const { accountId: a, userId: u } = owner;
  const [questionnaire, workflow, type] = [newId(), newId(), `Flow ${newId().slice(0, 8)}`];
  await sql`insert into questionnaires (id, account_id, author_id, title) values (${questionnaire}, ${a}, ${u}, 'Before the day')`;
  await sql`insert into workflows (id, account_id, author_id, name) values (${workflow}, ${a}, ${u}, ${type})`;
  for (const [position, step] of steps.entries()) {
    const action = step.action ?? 'send_questionnaire';
    await sql`
      insert into workflow_steps (id, account_id, author_id, workflow_id, position, trigger, offset_amount, offset_unit,
                                  at_minute, action, questionnaire_id, task_title, wait_for)
      values (${newId()}, ${a}, ${u}, ${workflow}, ${position}, ${step.trigger ?? 'session'}, ${step.offsetAmount},
              ${step.offsetUnit ?? 'days'}, ${step.atMinute ?? null}, ${action},
              ${action === 'send_questionnaire' ? questionnaire : null}, ${action === 'create_task' ? 'Pack the lenses' : ''},
              ${step.waitFor ?? null})`;
  }
  await sql`insert into session_types (id, account_id, author_id, name, workflow_id) values (${newId()}, ${a}, ${u}, ${type}, ${workflow})`;
  return type;
}

/** A client with an address of its own under `domain`, and a session of `type` at `date`: their ids. */
export async function clientSession(
  sql: postgres.Sql,
  owner: TestUser,
  { type, date, domain }: { type: string; date: number; domain: string },
): Promise<{ sessionId: string; customerId: string; email: string }> {
  const [customerId, sessionId] = [newId(), newId()];
  const email = `client-${customerId.slice(0, 8).toLowerCase()}@${domain}`;
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${customerId}, ${owner.accountId}, ${owner.userId}, 'Laia Ferrer', ${email})`;
  await sql`insert into sessions (id, account_id, author_id, customer_id, date, type)
            values (${sessionId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${date}, ${type})`;
  return { sessionId, customerId, email };
}

export const sessionSteps = (sql: postgres.Sql, sessionId: string) => sql<StepRow[]>`
  select id, session_id as "sessionId", position, status, due_at::float8 as "dueAt", done_at::float8 as "doneAt", late
  from session_steps where session_id = ${sessionId} order by position`;

/** The queue's workflow-step jobs of the studio, by their key `${stepId}@${dueAt}`. */
export const stepJobs = (sql: postgres.Sql, accountId: string) => sql<{ id: string; key: string; state: string }[]>`
  select id, singleton_key as key, state::text from pgboss.job
  where name = 'workflow-step' and data->>'accountId' = ${accountId} order by created_on`;

/** How many mails went to addresses under `domain`. */
export async function mailsUnder(sql: postgres.Sql, domain: string): Promise<number> {
  const [row] = await sql<
    { n: number }[]
  >`select count(*)::int as n from local.mails where to_address like ${`%@${domain}`}`;
  return row!.n;
}
