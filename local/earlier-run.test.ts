import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { claimDataDir } from './earlier-run';
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
  const checkpoint = path.join(dataDir, 'postgres', 'checkpoint');
  const child = spawn(process.execPath, ['-e', script, checkpoint], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child.pid!);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  // It has no guard of its own: the pid it gives is its own, which ends with it.
  const run = { pid: child.pid, command: commandOf(child.pid!), guard: child.pid };
  await writeFile(path.join(dataDir, 'platform.pid'), JSON.stringify(run));
  return child.pid!;
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
