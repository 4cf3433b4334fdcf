// Lambda serves each request on an instance that takes one request at a time, with a pool of its
// own (functions/lib/db.ts). The platform serves every request in one process: on one pool shared
// by all of them, requests that each hold a transaction while asking for another connection (a
// mail counted as the studio's use) held every connection and waited on each other for ever. So
// each request here runs on an instance of its own, as on Lambda, reused once it is free.
import type postgres from 'postgres';
import { newPool, withPool } from '../functions/lib/db';

/** An idle instance's connections close after this, as the requests that needed them are gone. */
const IDLE_SECONDS = 20;

const idle: postgres.Sql[] = [];
const all: postgres.Sql[] = [];

/** Runs `work` on a free instance's pool, one started if none is free. */
export async function onInstance<T>(work: () => Promise<T>): Promise<T> {
  let pool = idle.pop();
  if (!pool) {
    pool = newPool({ idleTimeoutSeconds: IDLE_SECONDS });
    all.push(pool);
  }
  try {
    return await withPool(pool, work);
  } finally {
    idle.push(pool);
  }
}

/** Closes every instance's connections: the platform's stop. */
export async function endInstances(): Promise<void> {
  const pools = all.splice(0);
  idle.length = 0;
  await Promise.all(pools.map((pool) => pool.end({ timeout: 5 })));
}
