import { createContext, useContext } from 'react';

export type SyncActions = {
  /**
   * Tries to reach the sync server now: resumes a client paused for auth or after an error
   * (with a fresh token) and starts a new attempt when it is waiting between retries.
   */
  reconnect: () => void;
};

export const SyncContext = createContext<SyncActions | undefined>(undefined);

export function useSync(): SyncActions {
  const state = useContext(SyncContext);
  if (!state) throw new Error('useSync must be used inside SyncProvider');
  return state;
}
