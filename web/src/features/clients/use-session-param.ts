import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The address of one session's details, over whatever screen is showing. */
const SESSION_PARAM = 'session';

/**
 * The session whose details are open, kept in the address so a link, a reload or Back opens
 * the same one: its id, and how to open another or close it.
 */
export function useSessionParam() {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get(SESSION_PARAM) ?? undefined;
  const openSession = useCallback(
    (id: string) =>
      setParams((current) => {
        current.set(SESSION_PARAM, id);
        return current;
      }),
    [setParams],
  );
  const closeSession = useCallback(
    () =>
      setParams((current) => {
        current.delete(SESSION_PARAM);
        return current;
      }),
    [setParams],
  );
  return { sessionId, openSession, closeSession };
}
