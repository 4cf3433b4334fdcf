// The auth session supabase-js keeps in storage, read without supabase-js: the back office's first
// screen needs the session, not the 22 KB client that refreshes it (lib/auth-client-ready.ts).
// supabase-js writes the whole session as JSON under its storage key, in the shape of its
// `Session`; tests/integration/stored-auth-session.test.ts checks that against the real client.
import type { Session } from '@supabase/supabase-js';

/**
 * How long a stored access token must still be valid for the app to start on it without the auth
 * client: longer than supabase-js's own refresh margin (90 s), so the client always loads in time
 * to refresh it (lib/auth-client-ready.ts).
 */
export const STORED_SESSION_MARGIN_MS = 5 * 60_000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether `value` has the fields of a supabase-js session the app reads. */
function isSession(value: unknown): value is Session & { expires_at: number } {
  return (
    isObject(value) &&
    typeof value.access_token === 'string' &&
    typeof value.refresh_token === 'string' &&
    typeof value.expires_at === 'number' &&
    isObject(value.user) &&
    typeof value.user.id === 'string'
  );
}

/**
 * The session stored under `key`, when it is well formed and its access token is valid for at
 * least STORED_SESSION_MARGIN_MS after `now`; otherwise null, and only supabase-js can tell (it
 * refreshes an expiring token, and reads a malformed or missing one as signed out).
 */
export function readStoredSession(storage: Pick<Storage, 'getItem'>, key: string, now: number): Session | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (!isSession(stored)) return null;
  return stored.expires_at * 1000 - now >= STORED_SESSION_MARGIN_MS ? stored : null;
}
