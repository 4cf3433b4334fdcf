import { AsyncLocalStorage } from 'node:async_hooks';
import postgres from 'postgres';
import { requiredEnv } from './env';

let processPool: postgres.Sql | undefined;
const instancePool = new AsyncLocalStorage<postgres.Sql>();

/** How many connections the process's pool opens at most. */
export const poolSize = (): number => Number(process.env.DATABASE_POOL_SIZE ?? 5);

/**
 * A pool as a Lambda instance has one. In production DATABASE_URL points at Supabase's pooler in
 * transaction mode, which does not support prepared statements.
 */
export function newPool(options: { idleTimeoutSeconds?: number } = {}): postgres.Sql {
  return postgres(requiredEnv('DATABASE_URL'), {
    max: poolSize(),
    prepare: process.env.DATABASE_PREPARE === 'true',
    onnotice: () => {},
    ...(options.idleTimeoutSeconds ? { idle_timeout: options.idleTimeoutSeconds } : {}),
  });
}

/**
 * The pool of the instance running this code: one small pool per Lambda instance, created on
 * first use, or the one the local platform gave the request (`withPool`).
 */
export function getSql(): postgres.Sql {
  return instancePool.getStore() ?? (processPool ??= newPool());
}

/** Runs `work` with `pool` as its getSql(), as the local platform runs each request (local/instances.ts). */
export function withPool<T>(pool: postgres.Sql, work: () => Promise<T>): Promise<T> {
  return instancePool.run(pool, work);
}
