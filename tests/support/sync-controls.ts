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

type GroupReport = { viewSyncer?: number; log: string[]; slowRequests: string[] };

/**
 * What the platform knows of a client group, for a test whose rows never came to say what the
 * server did with its client: the view-syncer holding it, the sync nodes' last lines about it,
 * and the API requests slow to answer.
 */
export async function syncReport(group: string): Promise<string> {
  try {
    const report = (await (await control(`client-groups/${encodeURIComponent(group)}`, 'GET')).json()) as GroupReport;
    return [
      `client group ${group}, on view-syncer ${report.viewSyncer ?? 'none'}`,
      `API requests unanswered: ${report.slowRequests.join('; ') || 'none slow'}`,
      'what the sync nodes logged of it:',
      ...report.log.map((line) => `  ${line}`),
    ].join('\n');
  } catch (error) {
    return `client group ${group}; the platform did not say more: ${String(error)}`;
  }
}
