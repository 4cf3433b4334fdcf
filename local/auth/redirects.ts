// Where links and the consent page send the browser back to, and what they put in the URL.
import type { AuthError } from './errors';
import type { TokenResponse } from './auth-sessions';

/**
 * GoTrue's rule without an allow list: a redirect_to on the site's own origin (any port on a
 * loopback host, as RFC 8252 allows for native apps) is honoured; anything else falls back to
 * the site URL, so a crafted link cannot send tokens to another site.
 */
export function safeRedirectTarget(siteUrl: string, requested: string | null | undefined): string {
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  const site = new URL(siteUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(target.hostname);
  const sameSite =
    target.protocol === site.protocol && target.hostname === site.hostname && (target.port === site.port || loopback);
  return sameSite ? target.toString() : siteUrl;
}

/** The implicit flow: the session travels in the fragment, which never reaches a server. */
export function withAuthSessionFragment(target: string, authSession: TokenResponse, type?: string): string {
  const url = new URL(target);
  const fragment = new URLSearchParams({
    access_token: authSession.access_token,
    expires_at: String(authSession.expires_at),
    expires_in: String(authSession.expires_in),
    refresh_token: authSession.refresh_token,
    token_type: authSession.token_type,
    ...(type ? { type } : {}),
  });
  url.hash = fragment.toString();
  return url.toString();
}

/** The PKCE flow: the client exchanges ?code= with its verifier. */
export function withAuthCode(target: string, code: string): string {
  const url = new URL(target);
  url.searchParams.set('code', code);
  return url.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** A failed link or consent, reported the way supabase-js reads it from the URL. */
export function withError(
  target: string,
  error: Pick<AuthError, 'status' | 'code' | 'message'>,
  pkce: boolean,
): string {
  const url = new URL(target);
  const params = new URLSearchParams({
    error: OAUTH_ERRORS[error.status] ?? 'server_error',
    error_code: error.code,
    error_description: error.message,
  });
  if (pkce) for (const [name, value] of params) url.searchParams.set(name, value);
  url.hash = `${params.toString()}&sb=`;
  return url.toString();
}
