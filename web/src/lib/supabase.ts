import { env } from '../config/env';
import { announceAuthClient } from './auth-client-loaded';
import { createAuthClient, createDetachedAuthClient } from './auth-client';

/** Supabase Auth for this browser (see auth-client.ts for why only Auth). */
export const supabase = { auth: createAuthClient(env.supabaseUrl, env.supabaseAnonKey) };
announceAuthClient(supabase);

/** A sign-in apart from this browser's (see createDetachedAuthClient). */
export const detachedAuthClient = () => createDetachedAuthClient(env.supabaseUrl, env.supabaseAnonKey);
