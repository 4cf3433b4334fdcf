// A process and everything it started, read from `ps` (POSIX options: Linux and macOS alike).
// zero-cache forks each worker detached, in a process group of its own, so neither its pid nor
// its group reaches them all; and a worker whose parent has died is re-parented, out of reach
// from the parent's pid. Who belongs to a tree must therefore be read while it is whole.
// Written here, not taken from npm: pidtree and tree-kill list a tree to signal it once, zombies
// included, while stopping zero-cache also waits for its tree to end, and a zombie never would
// where the re-parented ones go to an init that reaps nothing (a container's shell, say).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Each running process's parent, by pid. Zombies (ended, not yet reaped) are not running. */
function runningProcesses(): Map<number, number> {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' });
  const parents = new Map<number, number>();
  for (const line of table.split('\n')) {
    const [pid, ppid, stat] = line.trim().split(/\s+/);
    if (pid && ppid && stat && !stat.startsWith('Z')) parents.set(Number(pid), Number(ppid));
  }
  return parents;
}

/** `root` and every running process below it, or nothing if `root` is not running. */
export function processTree(root: number): number[] {
  const parents = runningProcesses();
  if (!parents.has(root)) return [];
  const tree = [root];
  // Parents come before their children in `tree`, so one pass over it finds every generation.
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/**
 * Running processes whose command line holds `argument` as a whole word: how the processes of one
 * data directory's zero-cache are found once the platform that started them is gone.
 */
export function processesWithArgument(argument: string): number[] {
  const table = execFileSync('ps', ['-A', '-ww', '-o', 'pid=,stat=,args='], { encoding: 'utf8' });
  const found: number[] = [];
  for (const line of table.split('\n')) {
    const [, pid, stat, args] = /^\s*(\d+)\s+(\S+)\s(.*)$/.exec(line) ?? [];
    if (pid && !stat?.startsWith('Z') && ` ${args} `.includes(` ${argument} `)) found.push(Number(pid));
  }
  return found;
}

/**
 * The processes whose environment sets `variable` to a value starting with `prefix`: litestream,
 * which zero-cache starts, names its replica only there. Read from /proc, so Linux only, as the
 * litestream binary the platform runs is; elsewhere none are found.
 */
export function processesWithEnvironment(variable: string, prefix: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const wanted = `${variable}=${prefix}`;
  return entries
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return readFileSync(`/proc/${entry}/environ`, 'utf8')
          .split('\0')
          .some((pair) => pair.startsWith(wanted));
      } catch {
        return false; // ended meanwhile, or another user's
      }
    })
    .map(Number);
}

/** The command line of process `pid`, or undefined if it is not running. */
export function commandOf(pid: number): string | undefined {
  try {
    return execFileSync('ps', ['-ww', '-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The processes of `pids` still running. */
export function stillRunning(pids: readonly number[]): number[] {
  const parents = runningProcesses();
  return pids.filter((pid) => parents.has(pid));
}

/** Sends `signal` to each of `pids`, skipping any that has ended meanwhile. */
export function signalEach(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // It ended between the reading and the signal.
    }
  }
}

/** Resolves once none of `pids` is running, or false after `ms`. */
export async function ended(pids: readonly number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (stillRunning(pids).length > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Asks `pids` to end with `signal`, and kills those still running after `graceMs`. Resolves once
 * all have ended (or were given KILL_MS more), with whether any had to be killed.
 */
export async function endProcesses(pids: readonly number[], signal: NodeJS.Signals, graceMs: number): Promise<boolean> {
  signalEach(pids, signal);
  return killIfRunningAfter(pids, graceMs);
}

/**
 * Waits up to `graceMs` for `pids`, already asked to end, and kills those still running then.
 * Resolves once all have ended (or were given KILL_MS more), with whether any had to be killed.
 */
export async function killIfRunningAfter(pids: readonly number[], graceMs: number): Promise<boolean> {
  if (await ended(pids, graceMs)) return false;
  signalEach(pids, 'SIGKILL');
  await ended(pids, KILL_MS);
  return true;
}

/** How long killed processes get to end. */
const KILL_MS = 10_000;
