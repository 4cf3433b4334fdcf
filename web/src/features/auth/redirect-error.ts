import { isAuthImplicitGrantRedirectError, type AuthError } from '@supabase/supabase-js';
import { supabase } from '../../lib/supabase';

let taken = false;

/**
 * The error a sign-in link or provider sent this browser back with (an expired magic link, a
 * confirmation already used, a sign-in cancelled at Google): supabase-js reads it from the URL
 * while it starts and keeps it only as the result of `initialize()`. Given once per page load,
 * so the sign-in page says it the first time it shows, not again after a later sign-out.
 */
export async function takeRedirectError(): Promise<AuthError | undefined> {
  const { error } = await supabase.auth.initialize();
  if (!error || taken) return undefined;
  if (!isAuthImplicitGrantRedirectError(error) && error.name !== 'AuthPKCEGrantCodeExchangeError') return undefined;
  taken = true;
  return error;
}
