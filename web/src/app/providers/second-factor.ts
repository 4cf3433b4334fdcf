import type { Session } from '@supabase/supabase-js';

/**
 * Whether `authSession` still owes an authenticator app's code: supabase-js's own rule
 * (getAuthenticatorAssuranceLevel: aal1 now, a verified factor making aal2 the next level), read
 * from the session at once rather than through its async call, so a token refresh never closes
 * the screen while the answer is read again.
 */
export function secondFactorNeeded(authSession: Session | null): boolean {
  if (!authSession) return false;
  const enrolled = authSession.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return enrolled && assuranceLevel(authSession.access_token) !== 'aal2';
}

/** The `aal` claim of an access token (its signature is the server's business, not this check's). */
function assuranceLevel(accessToken: string): unknown {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { aal?: unknown }).aal;
  } catch {
    return undefined;
  }
}
