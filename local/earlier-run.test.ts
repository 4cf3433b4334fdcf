import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { claimDataDir, partsOf } from './earlier-run';
import { commandOf, signalEach, stillRunning } from './process-tree';

let dataDir = '';
const started: number[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'earlier-run-test-'));
});
afterEach(async () => {
  signalEach(started.splice(0), 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * A process running `script` until signalled, with `args` on its command line (as its
 * process.argv[1] on); resolves with its pid once it says `ready`.
 */
async function standIn(args: string[], script = "console.log('ready'); setInterval(() => {}, 1000)") {
  const child = spawn(process.execPath, ['-e', script, '--', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child.pid!);
  // Once it prints, `ps` shows its own command line, not the one of the process it was forked from.
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child.pid!;
}

/**
 * An earlier run of the platform on `dataDir`, recorded in its pid file, that writes into the
 * data directory as it stops, as Postgres writes its last checkpoint.
 */
async function earlierRun(): Promise<number> {
  const script = `
    const { mkdirSync, writeFileSync } = require('node:fs');
    const path = require('node:path');
    process.on('SIGTERM', () => {
      // Into its directory even if it was wiped meanwhile: a wipe before it stopped shows.
      mkdirSync(path.dirname(process.argv[1]), { recursive: true });
      writeFileSync(process.argv[1], 'written while stopping');
      process.exit(0);
    });
    console.log('ready');
    setInterval(() => {}, 1000);`;
  const pid = await standIn([path.join(dataDir, 'postgres', 'checkpoint')], script);
  // It has no guard of its own: the pid it gives is its own, which ends with it.
  const run = { pid, command: commandOf(pid), guard: pid };
  await writeFile(path.join(dataDir, 'platform.pid'), JSON.stringify(run));
  return pid;
}

test(
  'a reset wipes the data directory only once the earlier run still holding it has stopped',
  { timeout: 30_000 },
  async () => {
    await mkdir(path.join(dataDir, 'postgres'));
    await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '18');
    const earlier = await earlierRun();
    const notices: string[] = [];

    const release = await claimDataDir(dataDir, [], (message) => notices.push(message), { reset: true });
    await release();

    expect(stillRunning([earlier])).toEqual([]);
    // Neither its data nor what it wrote as it stopped survive the reset.
    expect(await readdir(dataDir)).toEqual([]);
    expect(notices).toEqual([
      `Stopping the earlier run of this platform still running (pid ${earlier})…`,
      `Wiped ${dataDir}: starting from an empty database.`,
    ]);
  },
);

test('a start without reset keeps the data directory', { timeout: 30_000 }, async () => {
  await mkdir(path.join(dataDir, 'postgres'));
  await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '18');

  const release = await claimDataDir(dataDir, [], () => {});
  await release();

  expect(await readdir(path.join(dataDir, 'postgres'))).toEqual(['PG_VERSION']);
});

test(
  'a start ends what a killed earlier run left running: zero-cache by its replica file, Postgres by its pid file',
  { timeout: 30_000 },
  async () => {
    const parts = partsOf(dataDir);
    const zeroCache = [
      await standIn(['--replica-file', path.join(parts.zero, 'replication-manager', 'replica.db')]),
      await standIn(['--replica-file', path.join(parts.zero, 'view-syncer-2', 'replica.db')]),
    ];
    const postgres = await standIn(['-D', parts.postgres]);
    await mkdir(parts.postgres, { recursive: true });
    await writeFile(path.join(parts.postgres, 'postmaster.pid'), `${postgres}\n${parts.postgres}\n`);
    // Another checkout's zero-cache is none of this start's business.
    const otherZeroCache = await standIn([
      '--replica-file',
      path.join(dataDir + '-other', 'zero', 'view-syncer-2', 'replica.db'),
    ]);
    const notices: string[] = [];

    const release = await claimDataDir(dataDir, [], (message) => notices.push(message));
    await release();

    expect(notices).toEqual([
      `Ended what an earlier run left running: zero-cache (2 processes), Postgres (pid ${postgres}).`,
    ]);
    expect(stillRunning([...zeroCache, postgres, otherZeroCache])).toEqual([otherZeroCache]);
  },
);

test('a start finding a port held by another program names it, and leaves that program and the data alone', async () => {
  const holder = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => holder.once('listening', resolve));
  const { port } = holder.address() as { port: number };
  try {
    await expect(claimDataDir(dataDir, [port], () => {}, { reset: true })).rejects.toThrow(
      `Port ${port} is in use by a program other than this platform. See which with \`lsof -i :${port}\``,
    );
    expect(holder.listening).toBe(true);
    expect(await readdir(dataDir)).toEqual([]);
  } finally {
    holder.close();
  }
});
