// zero-cache, the sync server, run from the @rocicorp/zero package exactly as the container
// runs it in production. It replicates Postgres through the `zero_studio` publication and asks
// our /api/zero handlers what queries mean and whether mutations are allowed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { processTree, signalEach, stillRunning } from './process-tree';

// The package's `zero-cache` bin; its exports map hides package.json, so resolve from the root.
const cli = path.resolve(import.meta.dirname, '../node_modules/@rocicorp/zero/out/zero/src/cli.js');

type ZeroCacheOptions = {
  upstreamDb: string;
  dataDir: string;
  port: number;
  apiOrigin: string;
  /** zero-cache's own output, a line at a time. */
  log: (line: string) => void;
  /** What we say about it: a stop that had to kill it. Tests print these, not its output. */
  notice: (message: string) => void;
};

function zeroCacheEnv(options: ZeroCacheOptions): Record<string, string> {
  return {
    ZERO_UPSTREAM_DB: options.upstreamDb,
    ZERO_REPLICA_FILE: path.join(options.dataDir, 'replica.db'),
    ZERO_APP_PUBLICATIONS: 'zero_studio',
    ZERO_QUERY_URL: `${options.apiOrigin}/api/zero/query`,
    ZERO_MUTATE_URL: `${options.apiOrigin}/api/zero/mutate`,
    // Writes only through our mutators, never zero-cache's generic CRUD.
    ZERO_ENABLE_CRUD_MUTATIONS: 'false',
    ZERO_PORT: String(options.port),
    ZERO_ADMIN_PASSWORD: 'local-admin',
    ZERO_ENABLE_TELEMETRY: 'false',
    ZERO_NUM_SYNC_WORKERS: '1',
    ZERO_LOG_LEVEL: 'warn',
  };
}

/** How long zero-cache gets to drain and exit on SIGTERM, with its workers. */
const DRAIN_MS = 20_000;
/** How long its processes get to end once killed. */
const KILL_MS = 10_000;
/** How many of its last output lines a failed start quotes. */
const QUOTED_LINES = 3;

/** Resolves once none of `pids` is running, or false after `ms`. */
async function ended(pids: readonly number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (stillRunning(pids).length > 0) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export class ZeroCache {
  private child: ChildProcess | undefined;
  private readonly killOnExit = () => {
    if (this.child?.pid) signalEach(processTree(this.child.pid), 'SIGKILL');
  };

  constructor(private readonly options: ZeroCacheOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** Starts zero-cache and resolves once it answers HTTP. */
  async start(): Promise<void> {
    if (this.child) return;
    await mkdir(this.options.dataDir, { recursive: true });
    // Its own working directory, so it never reads a stray .env of the repo. Its own process
    // group (detached), as each of its workers has: a Ctrl-C in the terminal reaches only us, and
    // we stop it with a drain, or kill it as we exit.
    const child = spawn(process.execPath, [cli], {
      cwd: this.options.dataDir,
      env: { ...process.env, ...zeroCacheEnv(this.options) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    process.once('exit', this.killOnExit);
    // Its last lines of output, quoted if it fails to start.
    let lastLines: string[] = [];
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.options.log(line);
        lastLines = [...lastLines, line].slice(-QUOTED_LINES);
      }
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.once('exit', () => {
      if (this.child !== child) return;
      // It ended on its own (a crash, a failed start), and took its workers with it: each of
      // zero-cache's process managers stops its workers as it exits.
      this.child = undefined;
      process.off('exit', this.killOnExit);
    });
    await this.waitUntilReady(child, () => lastLines);
  }

  /**
   * Stops zero-cache as its container would be: SIGTERM, so it drains its workers. Resolves
   * once every process of it has ended, killing what is left after DRAIN_MS. A worker left
   * behind held the ports and the replica, and every later start failed.
   */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.child = undefined;
    process.off('exit', this.killOnExit);
    // Read before the signal: a worker outliving its parent could no longer be found from it.
    const processes = processTree(child.pid);
    child.kill('SIGTERM');
    if (!(await ended(processes, DRAIN_MS))) {
      this.options.notice(`zero-cache did not drain within ${DRAIN_MS / 1000} s: killed`);
      signalEach(processes, 'SIGKILL');
      await ended(processes, KILL_MS);
    }
  }

  private async waitUntilReady(child: ChildProcess, lastLines: () => string[]): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`zero-cache exited with code ${child.exitCode}:\n${lastLines().join('\n')}`);
      }
      try {
        const res = await fetch(`${this.url}/`);
        if (res.status < 500) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('zero-cache did not start within 60 s');
  }
}
