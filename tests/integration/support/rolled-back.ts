// Trying a statement without keeping it: what a privilege or policy check needs.
import type postgres from 'postgres';

class Rollback extends Error {}

/** What `fn` returns, with everything it did in the database rolled back. */
export async function rolledBack<T>(sql: postgres.Sql, fn: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  await sql
    .begin(async (tx) => {
      result = { value: await fn(tx) };
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!result) throw new Error('the transaction did not run');
  return result.value;
}
