// The back office starts on the auth session supabase-js keeps in storage, read without
// supabase-js (web/src/lib/auth-session-store.ts). This holds the reader to what the real client,
// the one the SPA uses, writes there: after a sign-in, and after a refresh replaces the token.
import { AuthClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createAuthClient } from '../../web/src/lib/auth-client';
import { readStoredSession } from '../../web/src/lib/auth-session-store';
import { LOCAL_ANON_KEY, platformOrigin } from '../support/env';
import { newUser } from '../support/users';

/** A browser's localStorage, for the client to keep its session in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the auth session supabase-js stores', () => {
  it('is read without supabase-js as the client itself reads it, before and after a refresh', async () => {
    const user = await newUser('stored-session');
    // The SPA's client and its settings (its storage key), with a storage of the test's own.
    const { storageKey, url, headers } = createAuthClient(platformOrigin(), LOCAL_ANON_KEY) as unknown as {
      storageKey: string;
      url: string;
      headers: Record<string, string>;
    };
    const storage = memoryStorage();
    const client = new AuthClient({
      url,
      headers,
      storageKey,
      storage,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    });
    const { data, error } = await client.signInWithPassword({ email: user.email, password: user.password });
    expect(error).toBeNull();

    const stored = readStoredSession(storage, storageKey, Date.now());
    expect(stored?.access_token).toBe(data.session?.access_token);
    expect(stored?.refresh_token).toBe(data.session?.refresh_token);
    expect(stored?.expires_at).toBe(data.session?.expires_at);
    expect(stored?.user.id).toBe(user.userId);
    expect(stored?.user.email).toBe(user.email);

    const refreshed = await client.refreshSession();
    expect(refreshed.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
    expect(readStoredSession(storage, storageKey, Date.now())?.refresh_token).toBe(
      refreshed.data.session?.refresh_token,
    );

    await client.signOut({ scope: 'local' });
    expect(readStoredSession(storage, storageKey, Date.now())).toBeNull();
  });
});
