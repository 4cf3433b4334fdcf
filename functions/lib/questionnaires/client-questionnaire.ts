// A client's questionnaire as their link opens it: for the API (functions/questionnaires/) and for
// the page the server draws (functions/site-html/).
import type postgres from 'postgres';
import type { ClientQuestionnaire } from '@core/domain/questionnaire-answers';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The response `id` of studio `accountId`, locked for a change when `lock`, or undefined. */
export async function clientQuestionnaire(
  sql: Sql,
  accountId: string,
  id: string,
  lock = false,
): Promise<ClientQuestionnaire | undefined> {
  const [row] = await sql<ClientQuestionnaire[]>`
    select title, intro, language, fields, answers, status, submitted_at::float8 as "submittedAt"
    from questionnaire_responses where account_id = ${accountId} and id = ${id}
    ${lock ? sql`for update` : sql``}`;
  return row;
}
