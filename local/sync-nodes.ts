// Zero as production runs it (docs/decisions/sync-past-one-machine.md): one replication manager,
// which backs its replica up to the local S3 server with litestream, and two view-syncers, which
// restore from that backup and follow the manager's changes. The origin hands each client group
// to the view-syncer holding the fewest sockets and keeps it there while that one runs, as the
// load balancer's sticky sessions do, so a client that reconnects finds its queries hydrated.
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { ZeroCache, type LogRecord, type ReplicaBackup, type ZeroRole } from './zero-cache';

/** The view-syncers the platform starts; tests may start one more (`addViewSyncer`). */
const VIEW_SYNCERS = 2;
const MOST_VIEW_SYNCERS = VIEW_SYNCERS + 1;
/** Each zero-cache takes three ports: its own, its change streamer's, and litestream's metrics. */
const PORTS_EACH = 3;

const MANAGER = 'replication-manager';
const viewSyncerName = (number: number) => `view-syncer-${number}`;

/** The name of every zero-cache a platform may run, each keeping its data in a folder so named. */
export const syncNodeNames = [
  MANAGER,
  ...Array.from({ length: MOST_VIEW_SYNCERS }, (_, index) => viewSyncerName(index + 1)),
];

/** Every port the sync nodes of a platform may take, from `firstPort` on. */
export const syncNodePorts = (firstPort: number) =>
  Array.from({ length: syncNodeNames.length * PORTS_EACH }, (_, index) => firstPort + index);

type SyncNodesOptions = {
  /** Where the nodes keep their replicas, each in a folder of its own. */
  dataDir: string;
  firstPort: number;
  upstreamDb: string;
  apiOrigin: string;
  backup: ReplicaBackup;
  log: (node: string, line: string) => void;
  /** Every record the nodes log, information included (local/client-group-log.ts). */
  records?: (node: string, record: LogRecord) => void;
  notice: (message: string) => void;
  progress?: (message: string) => void;
};

export class SyncNodes {
  readonly manager: ZeroCache;
  readonly viewSyncers: ZeroCache[] = [];
  /** The view-syncer each client group was handed to. */
  private readonly sticky = new Map<string, ZeroCache>();
  /** How many client sockets each view-syncer holds open. */
  private readonly sockets = new Map<ZeroCache, number>();

  constructor(private readonly options: SyncNodesOptions) {
    this.manager = this.node(MANAGER, { role: 'replication-manager', backup: options.backup });
  }

  /** Starts the manager, then the view-syncers, which restore the backup it made. */
  async start(): Promise<void> {
    await this.manager.start();
    await Promise.all(Array.from({ length: VIEW_SYNCERS }, () => this.addViewSyncer()));
  }

  /** Starts one more view-syncer, restoring from the backup; resolves with its number, from 1. */
  async addViewSyncer(): Promise<number> {
    const number = this.viewSyncers.length + 1;
    if (number > MOST_VIEW_SYNCERS) throw new Error(`At most ${MOST_VIEW_SYNCERS} view-syncers run locally.`);
    const changeStreamer = `ws://127.0.0.1:${this.portOf(MANAGER) + 1}`;
    const viewSyncer = this.node(viewSyncerName(number), {
      role: 'view-syncer',
      backup: this.options.backup,
      changeStreamer,
    });
    this.viewSyncers.push(viewSyncer);
    await viewSyncer.start();
    return number;
  }

  /**
   * The view-syncer for a request of `clientGroupID`: the one it was handed to while that one
   * serves, or else the serving one with the fewest open sockets; one still starting gets none,
   * as a load balancer waits for its health check. Undefined when none serves.
   */
  target(clientGroupID: string | null): ZeroCache | undefined {
    const held = clientGroupID ? this.sticky.get(clientGroupID) : undefined;
    if (held?.serving) return held;
    const serving = this.viewSyncers.filter((viewSyncer) => viewSyncer.serving);
    if (serving.length === 0) return undefined;
    const sockets = (viewSyncer: ZeroCache) => this.sockets.get(viewSyncer) ?? 0;
    const chosen = serving.reduce((least, viewSyncer) => (sockets(viewSyncer) < sockets(least) ? viewSyncer : least));
    if (clientGroupID) this.sticky.set(clientGroupID, chosen);
    return chosen;
  }

  /** Counts `socket` as open on `viewSyncer` until it closes. */
  opened(viewSyncer: ZeroCache, socket: Duplex): void {
    this.sockets.set(viewSyncer, (this.sockets.get(viewSyncer) ?? 0) + 1);
    socket.once('close', () => this.sockets.set(viewSyncer, this.sockets.get(viewSyncer)! - 1));
  }

  /** The number of the running view-syncer holding `clientGroupID`, if one does. */
  holding(clientGroupID: string): number | undefined {
    const held = this.sticky.get(clientGroupID);
    return held?.running ? this.viewSyncers.indexOf(held) + 1 : undefined;
  }

  /** View-syncer `number` (from 1), for the tests' controls. */
  viewSyncer(number: number): ZeroCache | undefined {
    return this.viewSyncers[number - 1];
  }

  /** Stops the manager as a deploy does and starts it again; the view-syncers resubscribe. */
  async restartManager(): Promise<void> {
    await this.manager.stop();
    await this.manager.start();
  }

  /** Stops the view-syncers, then the manager, as a deploy's reverse order. */
  async stop(): Promise<void> {
    await Promise.all(this.viewSyncers.map((viewSyncer) => viewSyncer.stop()));
    await this.manager.stop();
  }

  private portOf(name: string): number {
    return this.options.firstPort + syncNodeNames.indexOf(name) * PORTS_EACH;
  }

  private node(name: string, node: ZeroRole): ZeroCache {
    return new ZeroCache({
      name,
      node,
      upstreamDb: this.options.upstreamDb,
      dataDir: path.join(this.options.dataDir, name),
      port: this.portOf(name),
      apiOrigin: this.options.apiOrigin,
      log: (line) => this.options.log(name, line),
      records: this.options.records && ((record) => this.options.records?.(name, record)),
      notice: this.options.notice,
      progress: this.options.progress,
    });
  }
}
