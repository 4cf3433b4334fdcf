import type { QueryResultDetails } from '@rocicorp/zero';
import { useConnectionState } from '@rocicorp/zero/react';
import { useEffect, useState } from 'react';

// Without a connection the server's answer may never come; after this, an empty local result
// is shown as empty rather than as loading.
const OFFLINE_PATIENCE_MS = 1500;

/**
 * Whether a Zero query should still show as loading: it has nothing yet (no rows, or no row),
 * the server has not answered, and an answer can still come (connected, or just mounted).
 * `value` and `result` are what `useQuery` returns.
 */
export function useQueryPatience(
  value: readonly unknown[] | object | undefined,
  result: Pick<QueryResultDetails, 'type'>,
): boolean {
  const connected = useConnectionState().name === 'connected';
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), OFFLINE_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const empty = value === undefined || (Array.isArray(value) && value.length === 0);
  return empty && result.type === 'unknown' && (connected || patient);
}
