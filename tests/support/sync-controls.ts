// The local platform's controls of Zero's sync nodes (local/sync-nodes.ts), as a deploy or a
// failing machine would act on them in production.
import type { Zero } from '@rocicorp/zero';
import { platformOrigin } from './env';

async function control(path: string, method = 'POST'): Promise<Response> {
  const response = await fetch(`${platformOrigin()}/__platform/sync/${path}`, { method });
  if (!response.ok) throw new Error(`${method} /__platform/sync/${path}: ${response.status}`);
  return response;
}

/** Starts one more view-syncer, restored from the manager's backup; resolves with its number. */
export async function addViewSyncer(): Promise<number> {
  return ((await (await control('view-syncers')).json()) as { number: number }).number;
}

/** Kills a view-syncer outright, stops it as a deploy does, or starts it again. */
export async function actOnViewSyncer(number: number, action: 'kill' | 'stop' | 'start'): Promise<void> {
  await control(`view-syncers/${number}/${action}`);
}

/** Stops the replication manager as a deploy does, and starts it again. */
export async function restartManager(): Promise<void> {
  await control('manager/restart');
}

/** The view-syncer that `zero`'s client group is held by, if a running one holds it. */
export async function viewSyncerOf(zero: Pick<Zero, 'clientGroupID'>): Promise<number | undefined> {
  const group = encodeURIComponent(await zero.clientGroupID);
  return ((await (await control(`client-groups/${group}`, 'GET')).json()) as { viewSyncer?: number }).viewSyncer;
}
