// An export as the owner's screen shows it.
import type postgres from 'postgres';
import type { ExportStatus } from '@core/domain/studio-data';

export type ExportView = {
  id: string;
  status: ExportStatus;
  createdAt: number;
  finishedAt: number | null;
  size: number | null;
};

const columns = (sql: postgres.Sql) =>
  sql`id, status, created_at::float8 as "createdAt", finished_at::float8 as "finishedAt", size::float8 as size`;

/** The studio's latest exports, newest first. */
export function latestExports(sql: postgres.Sql, accountId: string): Promise<ExportView[]> {
  return sql<ExportView[]>`
    select ${columns(sql)} from studio_exports where account_id = ${accountId} order by created_at desc limit 5`;
}

/** The export still being made, if any: asking again while one is under way gives it back. */
export async function unfinishedExport(sql: postgres.Sql, accountId: string): Promise<ExportView | undefined> {
  const [row] = await sql<ExportView[]>`
    select ${columns(sql)} from studio_exports
    where account_id = ${accountId} and status in ('pending', 'building') order by created_at desc limit 1`;
  return row;
}
