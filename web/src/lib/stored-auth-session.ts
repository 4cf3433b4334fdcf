import { env } from '../config/env';
import { authStorageKey } from './auth-storage-key';

/** Where this browser's auth session is kept: a list's picture names it, for the page to check (lib/screen-snapshot-rules.ts). */
export const AUTH_STORAGE_KEY = authStorageKey(env.supabaseUrl);

/**
 * Whether supabase-js has kept an auth session on this browser (it may have expired: only
 * supabase-js can refresh it). Public pages ask this instead of loading supabase-js, which most
 * of their visitors, the studios' clients, never need.
 */
export function hasStoredAuthSession(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked: supabase-js could not have kept a session either.
    return false;
  }
}

type SessionReader = () => Promise<{ access_token: string } | null>;

let sessionReader: SessionReader | undefined;

/**
 * Called by lib/auth-client-ready.ts as it is evaluated. From then on an API request reads the
 * session at once: importing that module, even loaded, resolves in a later task, and on a page
 * load the next task is the screen's first render, which the first rows' request would wait out.
 */
export function provideSessionReader(read: SessionReader): void {
  sessionReader = read;
}

/** The reader lib/auth-client-ready.ts provided, once this page has loaded it. */
export const providedSessionReader = (): SessionReader | undefined => sessionReader;
