import { env } from '../config/env';
import { authStorageKey, createAuthClient } from './auth-client';

/** Supabase Auth for this browser (see auth-client.ts for why only Auth). */
export const supabase = { auth: createAuthClient(env.supabaseUrl, env.supabaseAnonKey) };

/** Where the auth session is kept: a list's picture names it, for the page to check (lib/screen-snapshot-rules.ts). */
export const AUTH_STORAGE_KEY = authStorageKey(env.supabaseUrl);
