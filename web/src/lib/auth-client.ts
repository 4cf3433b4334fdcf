import { AuthClient } from '@supabase/supabase-js';
import { authStorageKey, baseUrl } from './auth-storage-key';

const endpoint = (supabaseUrl: string, anonKey: string) => ({
  url: new URL('auth/v1', baseUrl(supabaseUrl)).href,
  headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
});

/**
 * Supabase Auth, through the auth client supabase-js is built on. The back office uses no other
 * Supabase service from the browser (its data comes through Zero and /api), and `createClient`
 * would also build the database, storage, realtime and functions clients: about 115 kB of the
 * entry bundle that every page load parsed and never used. So this is the client `createClient`
 * makes for `.auth`, with its settings: the same URL, headers and storage key, which keeps the
 * auth sessions browsers already hold.
 *
 * Default options on purpose: the auth session persists in localStorage, refreshes
 * itself before expiry, and is picked up from the URL after magic-link, OAuth and recovery
 * redirects (implicit flow).
 */
export function createAuthClient(supabaseUrl: string, anonKey: string) {
  return new AuthClient({
    ...endpoint(supabaseUrl, anonKey),
    storageKey: authStorageKey(supabaseUrl),
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  });
}

/**
 * A second client that keeps its auth session in memory only and never refreshes it: a fresh
 * sign-in made on it (to prove the current password, and the authenticator's code) leaves this
 * browser's own sign-in alone until the app chooses to adopt it with `setSession`.
 */
export function createDetachedAuthClient(supabaseUrl: string, anonKey: string) {
  return new AuthClient({
    ...endpoint(supabaseUrl, anonKey),
    storageKey: `${authStorageKey(supabaseUrl)}-detached`,
    autoRefreshToken: false,
    persistSession: false,
    detectSessionInUrl: false,
  });
}
