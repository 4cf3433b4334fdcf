import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env';

// Default options on purpose (spec 4 and 9): the session persists in localStorage, refreshes
// itself before expiry, and is picked up from the URL after magic-link, OAuth and recovery
// redirects (implicit flow).
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey);
