import { useConnectionState } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';
import { useBrowserOnline } from '../../hooks/use-browser-online';
import { useObservable } from '../../hooks/use-observable';
import { syncRefusesVersion } from '../../lib/app-update';
import { waitingWrites } from '../../lib/waiting-writes';

/**
 * What the person needs to know about syncing, derived from Zero's connection state: `saving`
 * is connected with changes still on their way, so `connected` ("Synced") means nothing waits.
 * `outdated` is an error a reload mends: the server no longer serves this version of the app.
 */
export type SyncState =
  'connected' | 'saving' | 'connecting' | 'offline' | 'disconnected' | 'error' | 'outdated' | 'needs-auth';

export type SyncOverview = {
  state: SyncState;
  /** Changes made on this device that the server has not confirmed yet. */
  waiting: number;
};

export function useSyncOverview(): SyncOverview {
  const connection = useConnectionSyncState();
  const waiting = useObservable(waitingWrites);
  return { state: connection === 'connected' && waiting > 0 ? 'saving' : connection, waiting };
}

// The first connection normally takes well under a second; only a slow one is worth a banner.
const CONNECTING_GRACE_MS = 3000;

function useConnectionSyncState(): Exclude<SyncState, 'saving'> {
  const connection = useConnectionState();
  const browserOnline = useBrowserOnline();
  const versionRefused = useObservable(syncRefusesVersion);
  const retrying = connection.name === 'connecting' && connection.reason !== undefined;
  // The connecting state that has lasted too long; a new state object starts the wait again.
  const [slowState, setSlowState] = useState<typeof connection>();
  const slow = slowState === connection;

  useEffect(() => {
    if (connection.name !== 'connecting') return;
    const timer = setTimeout(() => setSlowState(connection), CONNECTING_GRACE_MS);
    return () => clearTimeout(timer);
  }, [connection]);

  switch (connection.name) {
    case 'connected':
      // The socket may not have noticed yet; writes are kept here meanwhile, as offline.
      return browserOnline ? 'connected' : 'offline';
    case 'connecting':
      // Zero keeps reads working and queues writes while it retries: "offline, saved locally".
      return retrying || slow || !browserOnline ? 'offline' : 'connecting';
    case 'disconnected':
      return 'disconnected';
    case 'needs-auth':
      return 'needs-auth';
    case 'error':
      // Zero's state keeps only the error's message; its kind came through onUpdateNeeded.
      return versionRefused ? 'outdated' : 'error';
    case 'closed':
      // Only seen for a moment while a client is being replaced.
      return 'connecting';
  }
}
