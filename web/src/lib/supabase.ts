import { env } from '../config/env';
import { createAuthClient } from './auth-client';

/** Supabase Auth for this browser (see auth-client.ts for why only Auth). */
export const supabase = { auth: createAuthClient(env.supabaseUrl, env.supabaseAnonKey) };
