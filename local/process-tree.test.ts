import { execFileSync, spawn } from 'node:child_process';
import { afterEach, expect, test } from 'vitest';
import { processesWithEnvironment, processTree, signalEach, stillRunning } from './process-tree';

/** Processes start and end on the system's schedule, which a loaded machine stretches. */
const patience = { timeout: 5000 };
// A test waits for a start and then an end, each up to `patience`: vitest's own 5 s limit ended
// one first on a loaded CI run ("Test timed out in 5000ms"), hiding which wait was slow.
const room = { timeout: 3 * patience.timeout };

const started: number[] = [];
afterEach(() => signalEach(started.splice(0), 'SIGKILL'));

/** A process that forks a worker detached, as zero-cache does; resolves with both pids. */
function parentWithDetachedWorker(): Promise<{ parent: number; worker: number }> {
  const script = `
    const { spawn } = require('node:child_process');
    const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
    console.log(worker.pid);
    setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => {
      const worker = Number(chunk.toString().trim());
      started.push(parent.pid!, worker);
      resolve({ parent: parent.pid!, worker });
    }),
  );
}

async function untilNoneRunning(pids: number[]) {
  await expect.poll(() => stillRunning(pids), patience).toEqual([]);
}

test('a process tree holds the workers it started in process groups of their own', room, async () => {
  const { parent, worker } = await parentWithDetachedWorker();
  expect(processTree(parent)).toEqual([parent, worker]);
  expect(stillRunning([parent, worker])).toEqual([parent, worker]);
});

test(
  'a worker outlives its killed parent out of the tree’s reach, and ends once signalled from the list read before',
  room,
  async () => {
    const { parent, worker } = await parentWithDetachedWorker();
    const tree = processTree(parent);

    process.kill(parent, 'SIGKILL');
    await expect.poll(() => stillRunning(tree), patience).toEqual([worker]);
    expect(processTree(parent)).toEqual([]);

    signalEach(tree, 'SIGKILL');
    await untilNoneRunning(tree);
  },
);

test('an ended process its parent has not reaped (a zombie) does not count as running', room, async () => {
  // The shell starts `sleep 0` and becomes `sleep 60`, which never waits for it.
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(parent.pid!);
  const zombie = await new Promise<number>((resolve) =>
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString()))),
  );
  const state = () => execFileSync('ps', ['-o', 'stat=', '-p', String(zombie)], { encoding: 'utf8' }).trim();
  await expect.poll(state, patience).toMatch(/^Z/);

  expect(stillRunning([zombie, parent.pid!])).toEqual([parent.pid]);
  expect(processTree(parent.pid!)).toEqual([parent.pid]);
});

test('a process is found by a variable of its environment, not by another value of it', room, async () => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    env: { ...process.env, STUDIO_TEST_REPLICA: '/tmp/studio-test-a/zero/replication-manager/replica.db' },
    stdio: 'ignore',
  });
  started.push(child.pid!);
  await expect
    .poll(() => processesWithEnvironment('STUDIO_TEST_REPLICA', '/tmp/studio-test-a/zero/'), patience)
    .toEqual([child.pid]);
  expect(processesWithEnvironment('STUDIO_TEST_REPLICA', '/tmp/studio-test-b/zero/')).toEqual([]);
});
