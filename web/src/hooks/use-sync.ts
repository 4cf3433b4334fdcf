import { createRequiredContext } from './required-context';

type SyncActions = {
  /**
   * Tries to reach the sync server now: resumes a client paused for auth or after an error
   * (with a fresh token) and starts a new attempt when it is waiting between retries.
   */
  reconnect: () => void;
};

export const [SyncContext, useSync] = createRequiredContext<SyncActions>('useSync', 'SyncProvider');
