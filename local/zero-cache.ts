// One zero-cache process, the sync server, run from the @rocicorp/zero package exactly as the
// containers run it in production, in one of its two roles (local/sync-nodes.ts): the replication
// manager, which replicates Postgres through the `zero_studio` publication and backs its replica
// up with litestream, or a view-syncer, which restores that backup, follows the manager's changes
// and serves clients, asking our /api/zero handlers what queries mean and whether mutations are
// allowed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ended, killIfRunningAfter, processTree, signalEach } from './process-tree';

// The package's `zero-cache` bin; its exports map hides package.json, so resolve from the root.
export const zeroCacheCli = path.resolve(import.meta.dirname, '../node_modules/@rocicorp/zero/out/zero/src/cli.js');
// The litestream configuration zero-cache ships: its default path is relative to the container's.
const litestreamConfig = path.resolve(
  import.meta.dirname,
  '../node_modules/@rocicorp/zero/out/zero-cache/src/services/litestream/config.yml',
);
// litestream's binary for this machine, from npm (package.json's optional dependencies: the
// registry serves @flydotio's Linux x64 build, the one CI and the containers run).
function litestream(): string {
  const binary = `@flydotio/litestream-${process.platform}-${process.arch}/litestream`;
  try {
    return createRequire(import.meta.url).resolve(binary);
  } catch {
    throw new Error(`litestream is not installed for this machine: npm install --no-save ${path.dirname(binary)}`);
  }
}

/** Where the replication manager backs its replica up, and the view-syncers restore it from. */
export type ReplicaBackup = {
  url: string;
  endpoint: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
};

/** The part of Zero's topology a process plays (docs/decisions/sync-past-one-machine.md). */
export type ZeroRole =
  | { role: 'replication-manager'; backup: ReplicaBackup }
  | { role: 'view-syncer'; backup: ReplicaBackup; changeStreamer: string };

type ZeroCacheOptions = {
  /** Its name in what we say of it: `view-syncer-1`, say. */
  name: string;
  node: ZeroRole;
  upstreamDb: string;
  dataDir: string;
  port: number;
  apiOrigin: string;
  /** zero-cache's own output, a line at a time: its warnings and errors. */
  log: (line: string) => void;
  /** Every record it logs, information included, read once: what the tests keep of each client group. */
  records?: (record: LogRecord) => void;
  /** What we say about it: a stop that had to kill it. Tests print these, not its output. */
  notice: (message: string) => void;
  /** What it is busy with while it starts, and for how long so far: for the person waiting. */
  progress?: (message: string) => void;
  /** What Node runs as zero-cache: its own CLI unless a test runs a stand-in (through tsx, say). */
  command?: string[];
  /** The time, in ms, by which a start is judged slow or stalled: a test may make it run faster. */
  now?: () => number;
};

/**
 * The replica file of a zero-cache keeping its data in `dataDir`. It is given on the command line,
 * which zero-cache passes on to every worker it forks: `ps` then shows which processes belong to
 * which data directory, after the platform that started them is gone (local/earlier-run.ts).
 */
export const replicaFileArgument = (dataDir: string) => ['--replica-file', path.join(dataDir, 'replica.db')];

function roleEnv({ node }: ZeroCacheOptions): Record<string, string> {
  const backup = {
    ZERO_LITESTREAM_EXECUTABLE: litestream(),
    ZERO_LITESTREAM_CONFIG_PATH: litestreamConfig,
    ZERO_LITESTREAM_ENDPOINT: node.backup.endpoint,
    ZERO_LITESTREAM_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: node.backup.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: node.backup.credentials.secretAccessKey,
  };
  if (node.role === 'replication-manager') {
    // No sync workers: it serves no client, only the view-syncers' change streams.
    return { ...backup, ZERO_NUM_SYNC_WORKERS: '0', ZERO_LITESTREAM_BACKUP_URL: node.backup.url };
  }
  return {
    ...backup,
    ZERO_CHANGE_STREAMER_URI: node.changeStreamer,
    // One each: two view-syncers hold the two sync workers one process held before.
    ZERO_NUM_SYNC_WORKERS: '1',
  };
}

function zeroCacheEnv(options: ZeroCacheOptions): Record<string, string> {
  return {
    ...roleEnv(options),
    ZERO_UPSTREAM_DB: options.upstreamDb,
    ZERO_APP_PUBLICATIONS: 'zero_studio',
    ZERO_QUERY_URL: `${options.apiOrigin}/api/zero/query`,
    ZERO_MUTATE_URL: `${options.apiOrigin}/api/zero/mutate`,
    // Writes only through our mutators, never zero-cache's generic CRUD.
    ZERO_ENABLE_CRUD_MUTATIONS: 'false',
    ZERO_PORT: String(options.port),
    ZERO_ADMIN_PASSWORD: 'local-admin',
    ZERO_ENABLE_TELEMETRY: 'false',
    // Its progress while it starts is logged as information, a JSON record a line: we follow it,
    // and pass on only its warnings and errors.
    ZERO_LOG_LEVEL: 'info',
    ZERO_LOG_FORMAT: 'json',
  };
}

/** How long zero-cache gets to drain and exit on SIGTERM, with its workers. */
const DRAIN_MS = 20_000;
/** How many of its last output lines a failed start quotes. */
const QUOTED_LINES = 3;
/**
 * A start is given up only when zero-cache has written nothing for this long and is not listening.
 * While it copies and indexes its first replica it reports every 5 s, and while its workers start,
 * every 10 s: however long a first replica takes, a start that moves is waited for.
 */
const SILENT_MS = 3 * 60_000;
/** While it starts, what it is busy with is said again this often, with the time so far. */
const REMIND_MS = 15_000;

/** One of zero-cache's log records (ZERO_LOG_FORMAT=json); the fields we read. */
export type LogRecord = {
  level?: string;
  worker?: string;
  message?: string;
  /** What a message without text logged instead. */
  args?: unknown;
  /** The client group a view-syncer's record is about. */
  clientGroupID?: string;
  type?: string;
  stage?: string;
  description?: string;
};

function parseRecord(line: string): LogRecord | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as LogRecord;
  } catch {
    return undefined;
  }
}

/** What zero-cache is busy with while it starts, in the order it goes through them. */
const STEPS = [
  'starting',
  'restoring its replica from the backup',
  'preparing its replica',
  'copying the tables for its first replica',
  'indexing its first replica',
  'starting its workers',
] as const;

/** Which of STEPS one of its log records tells it has reached (with the table count), if any. */
function stepOf(record: LogRecord): { step: (typeof STEPS)[number]; detail?: string } | undefined {
  if (record.type === 'zero/events/status/replication/v1') {
    const copying = /^Copying (\d+) upstream tables/.exec(record.description ?? '');
    if (copying) return { step: STEPS[3], detail: `copying ${copying[1]} tables for its first replica` };
    if (record.stage === 'Indexing') return { step: STEPS[4] };
    return undefined;
  }
  if (/^starting litestream restore/.test(record.message ?? '')) return { step: STEPS[1] };
  if (/^Migrating schema/.test(record.message ?? '')) return { step: STEPS[2] };
  if (/^(waiting for workers|still waiting for)/.test(record.message ?? '')) return { step: STEPS[5] };
  return undefined;
}

export class ZeroCache {
  private child: ChildProcess | undefined;
  /** Whether it was ready once: a restart's steps are then no news (a manager's reuses its replica). */
  private readyBefore = false;
  /** The process that answered once started, until it ends: the one a load balancer sends clients to. */
  private answered?: ChildProcess;
  private readonly killOnExit = () => {
    if (this.child?.pid) signalEach(processTree(this.child.pid), 'SIGKILL');
  };

  constructor(private readonly options: ZeroCacheOptions) {}

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /**
   * Starts zero-cache and resolves once it answers HTTP. A first start copies the whole database
   * into a replica, which takes minutes on a busy machine: it is waited for as long as zero-cache
   * writes something, saying what it is busy with (`progress`). A restart says only that.
   */
  async start(): Promise<void> {
    if (this.child) return;
    // A view-syncer starts on an empty disk and restores its replica from the backup, as a new
    // task does in production, rather than on the replica a killed one left behind.
    if (this.options.node.role === 'view-syncer') await rm(this.options.dataDir, { recursive: true, force: true });
    await mkdir(this.options.dataDir, { recursive: true });
    // Its own working directory, so it never reads a stray .env of the repo. Its own process
    // group (detached), as each of its workers has: a Ctrl-C in the terminal reaches only us, and
    // we stop it with a drain, or kill it as we exit (and local/platform-guard.ts, if we are killed).
    const args = [...(this.options.command ?? [zeroCacheCli]), ...replicaFileArgument(this.options.dataDir)];
    const child = spawn(process.execPath, args, {
      cwd: this.options.dataDir,
      env: { ...process.env, ...zeroCacheEnv(this.options) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    process.once('exit', this.killOnExit);
    const now = this.options.now ?? Date.now;
    const started = now();
    const watch = { step: 0, doing: STEPS[0] as string, lastOutput: started, lastReport: started };
    let lastLines: string[] = [];
    // What it logs tells of its start only until it is ready, and only the first time.
    let followSteps = !this.readyBefore;
    const report = () => {
      watch.lastReport = now();
      this.options.progress?.(`${this.options.name}: ${watch.doing}… (${Math.round((now() - started) / 1000)} s)`);
    };
    const read = (line: string) => {
      if (!line.trim()) return;
      watch.lastOutput = now();
      const record = parseRecord(line);
      if (record) this.options.records?.(record);
      const reached = followSteps && record && stepOf(record);
      // Several of its workers prepare a replica; only a later step is news.
      if (reached && STEPS.indexOf(reached.step) > watch.step) {
        watch.step = STEPS.indexOf(reached.step);
        watch.doing = reached.detail ?? reached.step;
        report();
      }
      if (record?.level === 'INFO' || record?.level === 'DEBUG') return;
      this.options.log(line);
      lastLines = [...lastLines, line].slice(-QUOTED_LINES);
    };
    for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', read);
    child.once('exit', () => {
      if (this.child !== child) return;
      // It ended on its own (a crash, a failed start), and took its workers with it: each of
      // zero-cache's process managers stops its workers as it exits.
      this.child = undefined;
      process.off('exit', this.killOnExit);
    });
    if (followSteps) report();
    else this.options.progress?.(`${this.options.name}: restarting…`);
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${this.options.name} exited (${child.signalCode ?? child.exitCode}):\n${lastLines.join('\n')}`,
        );
      }
      if (await this.answers()) {
        followSteps = false;
        this.readyBefore = true;
        this.answered = child;
        return;
      }
      if (now() - watch.lastOutput > SILENT_MS) {
        await this.stop();
        throw new Error(
          `${this.options.name} wrote nothing for ${SILENT_MS / 60_000} min while ${watch.doing}, and is not listening on port ${this.options.port}:\n${lastLines.join('\n')}`,
        );
      }
      if (followSteps && now() - watch.lastReport >= REMIND_MS) report();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /**
   * Stops zero-cache as its container would be: SIGTERM, so it drains its workers. Resolves
   * once every process of it has ended, killing what is left after DRAIN_MS. A worker left
   * behind held the ports and the replica, and every later start failed.
   */
  async stop(): Promise<void> {
    const running = this.letGo();
    if (!running) return;
    // Only its runner is signalled, as a container's runtime signals only its first process: the
    // runner drains its workers.
    running.child.kill('SIGTERM');
    if (await killIfRunningAfter(running.processes, DRAIN_MS)) {
      this.options.notice(`${this.options.name} did not drain within ${DRAIN_MS / 1000} s: killed`);
    }
  }

  /** Ends every process of it at once, as a failing machine would: no drain. */
  async kill(): Promise<void> {
    const running = this.letGo();
    if (!running) return;
    signalEach(running.processes, 'SIGKILL');
    await ended(running.processes, DRAIN_MS);
  }

  /** Forgets the running process, to end it: with every process of it, read while it runs. */
  private letGo(): { child: ChildProcess; processes: number[] } | undefined {
    const child = this.child;
    if (!child?.pid) return undefined;
    this.child = undefined;
    process.off('exit', this.killOnExit);
    // Read before any signal: a worker outliving its parent could no longer be found from it.
    return { child, processes: processTree(child.pid) };
  }

  /** Whether it was started and has not ended since. */
  get running(): boolean {
    return this.child !== undefined;
  }

  /** Whether it runs and has answered since it started, as a load balancer's health check asks. */
  get serving(): boolean {
    return this.child !== undefined && this.child === this.answered;
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`${this.url}/`)).status < 500;
    } catch {
      return false; // not listening yet
    }
  }
}
