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

export class ZeroCache {
  private child: ChildProcess | undefined;

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
    // Its own working directory, so it never reads a stray .env of the repo.
    const child = spawn(process.execPath, [cli], {
      cwd: this.options.dataDir,
      env: { ...process.env, ...zeroCacheEnv(this.options) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.options.log(line);
    };
    child.stdout?.on('data', forward);
    child.stderr?.on('data', forward);
    child.once('exit', () => {
      if (this.child === child) this.child = undefined;
    });
    await this.waitUntilReady(child);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = undefined;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
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
