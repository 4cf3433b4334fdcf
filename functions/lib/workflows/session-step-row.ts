// A session step as the API answers it (functions/session-steps/).
import type postgres from 'postgres';
import type { SessionStepStatus, StepAction } from '@core/domain/workflow';

type Sql = postgres.Sql | postgres.TransactionSql;

export type SessionStepRow = {
  id: string;
  sessionId: string;
  action: StepAction;
  status: SessionStepStatus;
  dueAt: number | null;
  doneAt: number | null;
  late: boolean;
  attempts: number;
  lastError: string | null;
  mailTo: string | null;
};

export async function sessionStepRow(
  sql: Sql,
  accountId: string,
  id: string,
  { lock = false } = {},
): Promise<SessionStepRow | undefined> {
  const [step] = await sql<SessionStepRow[]>`
    select id, session_id as "sessionId", action, status, due_at::float8 as "dueAt", done_at::float8 as "doneAt", late,
           attempts, last_error as "lastError", mail_to as "mailTo"
    from session_steps where account_id = ${accountId} and id = ${id}
    ${lock ? sql`for update` : sql``}`;
  return step;
}
