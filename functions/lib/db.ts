import postgres from 'postgres';
import { requiredEnv } from './env';

let sql: postgres.Sql | undefined;

/** How many connections the process's pool opens at most. */
export const poolSize = (): number => Number(process.env.DATABASE_POOL_SIZE ?? 5);

/**
 * One small pool per Lambda instance (or per local process), created on first use. In
 * production DATABASE_URL points at Supabase's pooler in transaction mode, which does not
 * support prepared statements.
 */
export function getSql(): postgres.Sql {
  sql ??= postgres(requiredEnv('DATABASE_URL'), {
    max: poolSize(),
    prepare: process.env.DATABASE_PREPARE === 'true',
    onnotice: () => {},
  });
  return sql;
}
