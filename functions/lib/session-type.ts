// The session type a session is of: the studio's type whose name is the session's `type` (names
// are unique within a studio; the first by id should two ever share one).
import type postgres from 'postgres';

type Sql = postgres.Sql | postgres.TransactionSql;

export type SessionType = { id: string; questionnaireId: string | null; workflowId: string | null };

export async function sessionTypeOf(sql: Sql, accountId: string, sessionId: string): Promise<SessionType | undefined> {
  const [type] = await sql<SessionType[]>`
    select t.id, t.questionnaire_id as "questionnaireId", t.workflow_id as "workflowId"
    from sessions s join session_types t on t.account_id = s.account_id and t.name = s.type
    where s.account_id = ${accountId} and s.id = ${sessionId}
    order by t.id limit 1`;
  return type;
}
