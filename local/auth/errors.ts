// Errors the way GoTrue answers them with `X-Supabase-Api-Version: 2024-01-01`:
// `{code, message}` (plus `weak_password: {reasons}`), which supabase-js turns into AuthApiError,
// AuthWeakPasswordError or AuthSessionMissingError by `code`.
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const validationFailed = (message: string) => new AuthError(400, 'validation_failed', message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);

export const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
export const sessionNotFound = () =>
  forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');

/** One-time links and codes: the same answer whether the token never existed, was used or expired. */
export const otpExpired = (viaLink: boolean) =>
  forbidden('otp_expired', viaLink ? 'Email link is invalid or has expired' : 'Token has expired or is invalid');

export function tooManyRequests(
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
  retryAfterSeconds: number,
) {
  const message = code === 'over_request_rate_limit' ? 'Request rate limit reached' : 'email rate limit exceeded';
  return new AuthError(429, code, message, {}, { 'retry-after': String(retryAfterSeconds) });
}
