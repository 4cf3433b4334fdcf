// One of the sync bench's client processes (sync-load.bench.ts forks two, so the clients' work
// is neither starved by nor counted as the platform's): real Zero clients of one studio, each
// holding what the back office preloads once connected and a live list of the studio's
// locations, noting when each name of each location first shows on each client.
import type { Zero } from '@rocicorp/zero';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { preloadEveryScreen } from '../../web/src/app/offline-screens';
import type { Account } from '../../web/src/lib/accounts';
import { zeroClient } from '../support/zero-client';

/** What a location looks like on a client once a write has reached it: its id with its name. */
export const shownKey = (id: string, name: string) => `${id} ${name}`;

/** Milliseconds on a clock every process of the machine shares. */
export const clock = () => performance.timeOrigin + performance.now();

export type ClientsCommand =
  /** Opens `count` more clients of `user` on `account`. */
  | { type: 'connect'; count: number; user: { userId: string; accessToken: string }; account: Account }
  /** How many of this process's clients have the server's answer to their locations list. */
  | { type: 'loaded' }
  | { type: 'clientGroupIDs' }
  /** When each client last became connected (`clock`). */
  | { type: 'connectedAt' }
  /** Closes the clients from index `keep` on. */
  | { type: 'close'; keep: number }
  /** Creates location `id` named `name` from client `client`, or renames it. */
  | { type: 'write'; client: number; accountId: string; id: string; name: string; create: boolean }
  /** When each of `keys` first showed on each client (`clock`), null where it has not. */
  | { type: 'arrivals'; keys: string[] }
  /** When each of `keys` first reached each client's socket (`clock`), null where it has not. */
  | { type: 'received'; keys: string[] }
  /** Heap in use once collected, in bytes. */
  | { type: 'heap' };

export type WriteOutcome = { issuedAt: number; confirmedAt: number; error?: string };

type Client = { zero: Zero; shown: Map<string, number>; loaded: boolean; connectedAt?: number; stop: () => void };

const clients: Client[] = [];

/**
 * When each location's name first reached each client's socket (by client id), before Zero took
 * the message: the server's share of a write's time. This process holds half the clients, and
 * what its one thread does for them all stands in line, as no person's own device would.
 */
const received = new Map<string, Map<string, number>>();

type RowPatch = { op: string; tableName?: string; value?: { id?: unknown; name?: unknown } };

class TimedWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    const seen = new Map<string, number>();
    received.set(new URL(url).searchParams.get('clientID') ?? '', seen);
    this.addEventListener('message', (event: MessageEvent) => {
      const at = clock();
      if (typeof event.data !== 'string' || !event.data.includes('"locations"')) return;
      const [type, body] = JSON.parse(event.data) as [string, { rowsPatch?: RowPatch[] }];
      if (type !== 'pokePart') return;
      for (const { op, tableName, value } of body.rowsPatch ?? []) {
        if (op !== 'put' || tableName !== 'locations' || typeof value?.id !== 'string') continue;
        const key = shownKey(value.id, String(value.name));
        if (!seen.has(key)) seen.set(key, at);
      }
    });
  }
}
globalThis.WebSocket = TimedWebSocket;

function open(command: Extract<ClientsCommand, { type: 'connect' }>): void {
  const { user, account } = command;
  for (let n = 0; n < command.count; n++) {
    const context = { userID: user.userId, roles: { [account.id]: 'owner' as const } };
    const zero = zeroClient({ userID: user.userId, auth: user.accessToken, context, storageKey: crypto.randomUUID() });
    const client: Client = { zero, shown: new Map(), loaded: false, stop: () => {} };
    // As the back office does (SyncProvider): every screen's first rows, once connected.
    let stopPreloading: (() => void) | undefined;
    const unsubscribe = zero.connection.state.subscribe((state) => {
      if (state.name === 'connected') client.connectedAt = clock();
      if (state.name === 'connected' && !stopPreloading) stopPreloading = preloadEveryScreen(zero, account, Date.now());
    });
    const view = zero.materialize(queries.locations.list({ accountId: account.id }));
    view.addListener((rows, resultType) => {
      const now = clock();
      if (resultType === 'complete') client.loaded = true;
      for (const row of rows) {
        const key = shownKey(row.id, row.name);
        if (!client.shown.has(key)) client.shown.set(key, now);
      }
    });
    client.stop = () => {
      unsubscribe();
      stopPreloading?.();
      view.destroy();
    };
    clients.push(client);
  }
}

async function write(command: Extract<ClientsCommand, { type: 'write' }>): Promise<WriteOutcome> {
  const { zero } = clients[command.client]!;
  const issuedAt = clock();
  const { id, name, accountId } = command;
  const result = command.create
    ? zero.mutate(mutators.location.create({ id, accountId, name }))
    : zero.mutate(mutators.location.update({ id, name }));
  const outcome = await result.server;
  return { issuedAt, confirmedAt: clock(), ...(outcome.type === 'error' ? { error: outcome.error.message } : {}) };
}

async function handle(command: ClientsCommand): Promise<unknown> {
  switch (command.type) {
    case 'connect':
      return open(command);
    case 'loaded':
      return clients.filter((client) => client.loaded).length;
    case 'clientGroupIDs':
      return Promise.all(clients.map((client) => client.zero.clientGroupID));
    case 'connectedAt':
      return clients.map((client) => client.connectedAt ?? null);
    case 'close': {
      const closing = clients.splice(command.keep);
      for (const client of closing) client.stop();
      return Promise.all(closing.map((client) => client.zero.close()));
    }
    case 'write':
      return write(command);
    case 'arrivals':
      return command.keys.map((key) => clients.map((client) => client.shown.get(key) ?? null));
    case 'received':
      return command.keys.map((key) => clients.map((client) => received.get(client.zero.clientID)?.get(key) ?? null));
    case 'heap':
      // Started with --expose-gc: the heap the clients hold, not what awaits collection.
      globalThis.gc?.();
      return process.memoryUsage().heapUsed;
  }
}

process.on('message', (message: { seq: number; command: ClientsCommand }) => {
  handle(message.command).then(
    (value) => process.send!({ seq: message.seq, ok: true, value }),
    (error: unknown) =>
      process.send!({ seq: message.seq, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
