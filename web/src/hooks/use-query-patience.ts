import { useConnectionState } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';

// Without a connection the server's answer may never come; after this, an empty local result
// is shown as empty rather than as loading.
const OFFLINE_PATIENCE_MS = 1500;

/** Whether a query that has nothing yet should still show as loading rather than empty. */
export function useQueryPatience(waiting: boolean): boolean {
  const connected = useConnectionState().name === 'connected';
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), OFFLINE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return waiting && (connected || patient);
}
