import { useCallback } from 'react';
import { useSearchParam } from '../../hooks/use-search-param';

/** The address of one session's details, over whatever screen is showing. */
const SESSION_PARAM = 'session';

/** A link to one session's details, over the sessions list. */
export function sessionPath(sessionId: string): string {
  return `/app/clients/sessions?${SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
}

/**
 * The session whose details are open, kept in the address so a link, a reload or Back opens
 * the same one: its id, and how to open another or close it.
 */
export function useSessionParam() {
  const [sessionId, setSessionId] = useSearchParam(SESSION_PARAM);
  const closeSession = useCallback(() => setSessionId(undefined), [setSessionId]);
  return { sessionId, openSession: setSessionId, closeSession };
}
