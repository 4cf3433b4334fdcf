// Supabase Auth's admin API, with the service-role key: the /api handlers change a user's sign-in
// only through it, never by writing Supabase Auth's tables (whose storage is GoTrue's own).
import { createClient } from '@supabase/supabase-js';
import { requiredEnv } from './env';

function adminAuth() {
  const supabaseUrl = requiredEnv('AUTH_URL').replace(/\/auth\/v1$/, '');
  return createClient(supabaseUrl, requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { autoRefreshToken: false, persistSession: false },
  }).auth.admin;
}

/** Removes the user's second factor (an authenticator app). */
export async function deleteFactor(userId: string, factorId: string): Promise<void> {
  const { error } = await adminAuth().mfa.deleteFactor({ userId, id: factorId });
  if (error) throw error;
}
