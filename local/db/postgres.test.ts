import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from './postgres';

let dir = '';
afterAll(() => rm(dir, { recursive: true, force: true }));

async function exited(pid: number) {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('embedded Postgres', () => {
  it('passes on nothing it says once Ctrl-C has reached it', { timeout: 60_000 }, async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'studio-pg-'));
    const dataDir = path.join(dir, 'db');
    const lines: string[] = [];
    const running = await startPostgres({ dataDir, port: 3190, onLog: (line) => lines.push(line) });
    const sql = postgres(running.url, { onnotice: () => {} });
    await sql`select 1`;
    const seenBefore = lines.length;

    // The terminal sends SIGINT to the whole foreground group: Postgres too, not only us.
    const [pid] = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
    process.kill(Number(pid), 'SIGINT');
    await exited(Number(pid));
    await sql.end({ timeout: 1 }).catch(() => {});

    expect(seenBefore).toBeGreaterThan(0);
    expect(lines.slice(seenBefore)).toEqual([]);
  });
});
