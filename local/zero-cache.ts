// zero-cache, the sync server, run from the @rocicorp/zero package exactly as the container
// runs it in production. It replicates Postgres through the `zero_studio` publication and asks
// our /api/zero handlers what queries mean and whether mutations are allowed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

// The package's `zero-cache` bin; its exports map hides package.json, so resolve from the root.
const cli = path.resolve(import.meta.dirname, '../node_modules/@rocicorp/zero/out/zero/src/cli.js');

export type ZeroCacheOptions = {
  upstreamDb: string;
  dataDir: string;
  port: number;
  apiOrigin: string;
  log: (line: string) => void;
};

export function zeroCacheEnv(options: ZeroCacheOptions): Record<string, string> {
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

/** How long zero-cache gets to drain and exit on SIGTERM, and then its workers to follow. */
const GRACE_MS = 10_000;

/** Whether any process of the group `pgid` is still alive (signal 0 only checks). */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Resolves once no process of the group is left, or false after `ms`. */
async function groupGone(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export class ZeroCache {
  private child: ChildProcess | undefined;
  private readonly killOnExit = () => {
    if (this.child?.pid) signalGroup(this.child.pid, 'SIGKILL');
  };

  constructor(private readonly options: ZeroCacheOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts zero-cache and resolves once it answers HTTP. */
  async start(): Promise<void> {
    if (this.child) return;
    await mkdir(this.options.dataDir, { recursive: true });
    // Its own working directory, so it never reads a stray .env of the repo. Its own process
    // group (detached), with the workers it forks: stopping it can then wait for, and if need be
    // kill, every one of them. A worker left behind held the ports and the replica, and the next
    // start failed.
    const child = spawn(process.execPath, [cli], {
      cwd: this.options.dataDir,
      env: { ...process.env, ...zeroCacheEnv(this.options) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    // Outside our process group, Ctrl-C in a terminal no longer reaches it: it goes with us.
    process.once('exit', this.killOnExit);
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.options.log(line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.once('exit', () => {
      if (this.child !== child) return;
      // It ended on its own (a crash, a failed start): its workers would outlive it.
      this.child = undefined;
      process.off('exit', this.killOnExit);
      if (child.pid) signalGroup(child.pid, 'SIGKILL');
    });
    await this.waitUntilReady(child);
  }

  /**
   * Stops zero-cache as its container would be: SIGTERM, so it drains its workers. Resolves
   * once every process of its group has exited, killing what is left after GRACE_MS (its
   * workers get SIGTERM only as it exits, and none at all when it is killed).
   */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.child = undefined;
    process.off('exit', this.killOnExit);
    const pgid = child.pid;
    child.kill('SIGTERM');
    if (!(await groupGone(pgid, 2 * GRACE_MS))) {
      signalGroup(pgid, 'SIGKILL');
      await groupGone(pgid, GRACE_MS);
    }
  }

  private async waitUntilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`zero-cache exited with code ${child.exitCode}`);
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
