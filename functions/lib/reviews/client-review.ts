// A client's review as their link opens it: for the API (functions/reviews/) and for the page the
// server draws (functions/site-html/).
import type postgres from 'postgres';
import type { ClientReview } from '@core/domain/review';

type Sql = postgres.Sql | postgres.TransactionSql;

/** The review `id` of studio `accountId`, locked for a change when `lock`, or undefined. */
export async function clientReview(
  sql: Sql,
  accountId: string,
  id: string,
  lock = false,
): Promise<ClientReview | undefined> {
  const [row] = await sql<ClientReview[]>`
    select language, rating, body, reviewer_name as "reviewerName", submitted_at::float8 as "submittedAt"
    from reviews where account_id = ${accountId} and id = ${id}
    ${lock ? sql`for update` : sql``}`;
  return row;
}
