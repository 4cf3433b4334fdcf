// supabase-js's auth client, loaded when the auth session needs it rather than with the first
// screen, which starts on the stored session (usableStoredAuthSession): to refresh the token
// before it expires, when another tab changes the sign-in, or when the app asks (a sign-out, a
// check for a sign-in ended elsewhere, Zero asking for a new token).
import type { Session } from '@supabase/supabase-js';
import type { AuthClientHolder } from './auth-client-loaded';
import { readStoredSession, STORED_SESSION_MARGIN_MS } from './auth-session-store';
import { AUTH_STORAGE_KEY, provideSessionReader } from './stored-auth-session';

/**
 * This browser's auth session, when the app can start on it without supabase-js
 * (lib/auth-session-store.ts); null when supabase-js must read it: none, expiring or malformed,
 * or a link's session waiting in the address (magic link, sign-in with Google, recovery).
 */
export function usableStoredAuthSession(): Session | null {
  const query = new URLSearchParams(window.location.search);
  if (window.location.hash !== '' || query.has('access_token') || query.has('error_description')) return null;
  try {
    return readStoredSession(localStorage, AUTH_STORAGE_KEY, Date.now());
  } catch {
    // Storage blocked: supabase-js could not have kept a session either.
    return null;
  }
}

/**
 * The signed-in person's auth session: the stored one while it is valid for a while yet, else
 * supabase-js's, which refreshes it when it is about to expire.
 */
export async function currentAuthSession(): Promise<Session | null> {
  const stored = usableStoredAuthSession();
  if (stored) return stored;
  const { data } = await (await loadAuthClient()).auth.getSession();
  return data.session;
}

provideSessionReader(currentAuthSession);

/** The auth client, loading it if no one has. */
export function loadAuthClient(): Promise<AuthClientHolder> {
  return import('./supabase').then(({ supabase }) => supabase);
}

/**
 * Loads the auth client when a session the app started on without it needs it: before its
 * token expires (so supabase-js refreshes it in time), or when another tab changes the stored
 * sign-in. Returns a cancel.
 */
export function loadAuthClientWhenNeeded(session: Session): () => void {
  const load = () => void loadAuthClient();
  const expiresAt = (session.expires_at ?? 0) * 1000;
  const timer = setTimeout(load, Math.max(0, expiresAt - Date.now() - STORED_SESSION_MARGIN_MS));
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) load();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', onStorage);
  };
}
