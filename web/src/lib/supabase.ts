import { env } from '../config/env';
import { createAuthClient, createDetachedAuthClient } from './auth-client';

/** Supabase Auth for this browser (see auth-client.ts for why only Auth). */
export const supabase = { auth: createAuthClient(env.supabaseUrl, env.supabaseAnonKey) };

/** A sign-in apart from this browser's (see createDetachedAuthClient). */
export const detachedAuthClient = () => createDetachedAuthClient(env.supabaseUrl, env.supabaseAnonKey);
