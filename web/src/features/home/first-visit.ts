import type { User } from '@supabase/supabase-js';

/** Longer than signing up and landing in the studio takes, far shorter than coming back another day. */
const SIGN_UP_SESSION_MS = 10 * 60 * 1000;

/**
 * Whether this is the session the person signed up with: Supabase Auth stamps each sign-in, and
 * the one made by signing up falls right after the account was created.
 */
export function isSignUpSession(user: Pick<User, 'created_at' | 'last_sign_in_at'>): boolean {
  if (!user.last_sign_in_at) return true;
  return Date.parse(user.last_sign_in_at) - Date.parse(user.created_at) < SIGN_UP_SESSION_MS;
}

/** A studio is set up once it has a public address and has chosen its clock. */
export function needsSetup(account: { slug: string | null }, settings: { timeZone?: unknown }): boolean {
  return account.slug === null || typeof settings.timeZone !== 'string';
}
