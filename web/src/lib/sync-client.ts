// The back office's one Zero client. Opening it reads the studio's cached rows from IndexedDB,
// which takes a while; the sooner it starts, the sooner a reloaded screen shows its rows. So a
// page load under /app starts it before React has rendered anything (`warmUpSyncClient`), and
// SyncProvider adopts that client when it asks for the same person and studio. There is only
// ever one: asking for another closes the previous.
import { dropAllDatabases, Zero } from '@rocicorp/zero';
import type { Role } from '@core/domain/roles';
import type { ZeroContext } from '@core/zero/context';
import { mutators } from '@core/zero/client-mutators';
import { schema } from '@core/zero/schema';
import { env } from '../config/env';
import { announceSyncUpdate } from './app-update';
import { checkDeviceStore, deviceStore } from './device-store';
import { forgetWaitingWrites, heldWritesSent } from './waiting-writes';

type SyncClientKey = {
  userID: string;
  accountId: string;
  /**
   * The person's role in the studio: the queries' results in this browser follow it, and a
   * client's context is fixed when it is made, so a new role needs a new client.
   */
  role: Role;
  /** Bumped to throw a client away and start a new one (see SyncProvider). */
  generation: number;
};

type Current = {
  key: string;
  zero: Zero;
  /** Where it keeps its rows: in memory only when this browser refuses IndexedDB. */
  kvStore: 'idb' | 'mem';
  /** The server or this browser no longer has the client's state: it must not be reused. */
  lost: boolean;
  lostListener?: () => void;
};

let current: Current | undefined;

const kvStoreNow = () => (deviceStore.get() === 'unavailable' ? 'mem' : 'idb');

// Checked alongside the first client, which does not wait for the answer: nearly every browser
// can keep rows, and a refusal replaces the client with one that keeps them in memory.
void checkDeviceStore().then((ok) => {
  if (!ok && current?.kvStore === 'idb') current.lostListener?.();
});

/** Whether `entry` can no longer serve: closed, lost, or stuck on a store this browser refused. */
const unfit = (entry: Current) => entry.zero.closed || entry.lost || entry.kvStore !== kvStoreNow();

const keyOf = ({ userID, accountId, role, generation }: SyncClientKey) =>
  `${userID}\n${accountId}\n${role}\n${generation}`;

function createClient(key: SyncClientKey, auth: string | undefined): Current {
  // Shapes only the optimistic results in this browser; the server builds its own context.
  const context: ZeroContext = { userID: key.userID, roles: { [key.accountId]: key.role } };
  const kvStore = kvStoreNow();
  const entry: Current = {
    key: keyOf(key),
    kvStore,
    lost: false,
    zero: new Zero({
      userID: key.userID,
      auth,
      cacheURL: env.zeroServer,
      schema,
      mutators,
      kvStore,
      // A connection that stops answering is given up after two unanswered pings, 2 × 2 s, so the
      // status says Offline within 5 s (Zero's default takes 10).
      pingTimeoutMs: 2_000,
      context,
      // The server no longer knows this client, or this browser's copy of it is gone (see
      // docs/error-catalogue.md): SyncProvider starts a fresh one.
      onClientStateNotFound: () => {
        entry.lost = true;
        entry.lostListener?.();
      },
      // The server runs a newer protocol or schema, or another tab newer code: say so and let the
      // person reload when nothing is half typed, instead of Zero's immediate reload.
      onUpdateNeeded: announceSyncUpdate,
    }),
  };
  entry.zero.connection.state.subscribe((state) => {
    if (state.name === 'connected') heldWritesSent();
  });
  return entry;
}

/**
 * The client for `key`: the running one when it was made for the same person, studio and
 * generation, otherwise a new one (the previous is closed). `auth` is used only when a client
 * is made; later tokens reach it through `zero.connection.connect`.
 */
export function syncClientFor(key: SyncClientKey, auth: string | undefined, onLost: () => void): Zero {
  if (current?.key !== keyOf(key) || unfit(current)) {
    if (current && !current.zero.closed) void current.zero.close();
    current = createClient(key, auth);
  }
  current.lostListener = onLost;
  return current.zero;
}

/** Closes `zero` if it is the running client (sign-out, leaving the back office). */
export function releaseSyncClient(zero: Zero): void {
  if (current?.zero !== zero) return;
  current = undefined;
  void zero.close();
}

/**
 * Closes the running client and deletes every Zero store in this browser: once someone signs
 * out, none of the studio's rows stay on the device.
 */
export async function forgetSyncData(): Promise<void> {
  const running = current;
  current = undefined;
  if (running && !running.zero.closed) await running.zero.close();
  forgetWaitingWrites();
  await dropAllDatabases({ kvStore: kvStoreNow() });
}

/**
 * Starts the client SyncProvider will ask for on this page load (see app/warm-up.ts), unless
 * SyncProvider got there first: its client is the one to keep.
 */
export function warmUpSyncClient(userID: string, account: { id: string; role: Role }, auth: string): void {
  if (current && !current.zero.closed) return;
  // A client made here that nobody adopts (the studio list changed meanwhile) is closed as
  // soon as SyncProvider asks for another.
  syncClientFor({ userID, accountId: account.id, role: account.role, generation: 0 }, auth, () => {});
}
