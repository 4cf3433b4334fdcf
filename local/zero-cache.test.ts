import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { freePort } from './ports';
import { ZeroCache } from './zero-cache';

// The stand-in writes zero-cache's own log records while it builds a first replica, then listens.
// It runs as the platform's own scripts do, through tsx, from zero-cache's working directory.
const slowStarter = [
  '--import',
  createRequire(import.meta.url).resolve('tsx'),
  path.resolve(import.meta.dirname, 'testing/slow-zero-cache.ts'),
];

/**
 * The platform's clock runs forty times faster than the stand-in's, so a start of minutes as the
 * platform counts them takes seconds: the minutes matter, and the test stays short.
 */
const SPEED = 40;
function hurriedClock(): () => number {
  const start = Date.now();
  const realStart = performance.now();
  return () => start + (performance.now() - realStart) * SPEED;
}

const unusedCredentials = { accessKeyId: 'unused', secretAccessKey: 'unused' };
let dataDir = '';
let zero: ZeroCache | undefined;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zero-cache-test-'));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await zero?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function slowZeroCache(env: Record<string, string>, now: () => number = Date.now) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const progress: string[] = [];
  const logged: string[] = [];
  zero = new ZeroCache({
    name: 'zero-cache',
    node: {
      role: 'replication-manager',
      backup: { url: 's3://unused/zero-replica', endpoint: 'http://127.0.0.1:1', credentials: unusedCredentials },
    },
    upstreamDb: 'postgres://unused',
    dataDir,
    port: await freePort(),
    apiOrigin: 'http://127.0.0.1:1',
    log: (line) => logged.push(line),
    notice: () => {},
    progress: (message) => progress.push(message),
    command: slowStarter,
    now,
  });
  return { zero, progress, logged };
}

test(
  'a first start that takes minutes while zero-cache copies its first replica is waited for, saying what it waits for',
  { timeout: 30_000 },
  async () => {
    // About 20 records, 200 ms apart: four seconds, near three minutes on the platform's clock.
    const now = hurriedClock();
    const { zero, progress } = await slowZeroCache({ STEP_MS: '200' }, now);
    const started = now();

    await zero.start();

    expect(now() - started).toBeGreaterThan(120_000);
    expect(await fetch(`${zero.url}/`).then((res) => res.status)).toBe(200);
    expect(progress).toContainEqual(
      expect.stringMatching(/^zero-cache: copying 23 tables for its first replica… \(\d+ s\)$/),
    );
    expect(progress).toContainEqual(expect.stringMatching(/^zero-cache: indexing its first replica… \(\d+ s\)$/));
  },
);

test(
  'a zero-cache that falls silent without listening is given up only after minutes, naming what it was doing',
  { timeout: 30_000 },
  async () => {
    // Five records, then silence and no port: stalled while copying the tables.
    const now = hurriedClock();
    const { zero } = await slowZeroCache({ STEP_MS: '100', SILENT_AFTER: '5' }, now);
    const started = now();

    await expect(zero.start()).rejects.toThrow(
      /^zero-cache wrote nothing for 3 min while copying 23 tables for its first replica, and is not listening on port \d+/,
    );
    expect(now() - started).toBeGreaterThanOrEqual(180_000);
  },
);

test(
  'once zero-cache is ready, what it logs about a replica is no longer taken for its start',
  { timeout: 30_000 },
  async () => {
    // It listens, then copies its replica again while serving, for two seconds: well after the
    // start has seen it listen.
    const { zero, progress, logged } = await slowZeroCache({ STEP_MS: '100', LISTEN_FIRST: '1' });
    await zero.start();
    const atReady = [...progress];

    await expect
      .poll(() => logged.some((line) => line.includes('replica copied again')), { timeout: 10_000 })
      .toBe(true);

    expect(progress).toEqual(atReady);
  },
);

test('a restart says so once, without the first start’s steps and times', { timeout: 30_000 }, async () => {
  const { zero, progress } = await slowZeroCache({ STEP_MS: '10' });
  await zero.start();
  expect(progress).toContainEqual(expect.stringMatching(/^zero-cache: indexing its first replica… \(\d+ s\)$/));
  await zero.stop();
  progress.length = 0;

  await zero.start();

  expect(progress).toEqual(['zero-cache: restarting…']);
  expect(await fetch(`${zero.url}/`).then((res) => res.status)).toBe(200);
});

test('a zero-cache serves clients only once it answers, and no longer once stopped', { timeout: 30_000 }, async () => {
  const { zero } = await slowZeroCache({ STEP_MS: '50' });
  const starting = zero.start();
  await vi.waitFor(() => expect(zero.running).toBe(true));
  expect(zero.serving).toBe(false);

  await starting;
  expect(zero.serving).toBe(true);

  await zero.stop();
  expect(zero.running).toBe(false);
  expect(zero.serving).toBe(false);
});
