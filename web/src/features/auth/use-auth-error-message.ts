import {
  isAuthApiError,
  isAuthError,
  isAuthImplicitGrantRedirectError,
  isAuthRetryableFetchError,
  isAuthSessionMissingError,
  isAuthWeakPasswordError,
} from '@supabase/supabase-js';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthErrorMessage = {
  message: string;
  /** Why the server found a password weak (length, characters, pwned), translated. */
  reasons?: string[];
};

/** The sentences under `auth:errors.*` an auth error can become. */
export const authErrorKeys = [
  'invalidCredentials',
  'rateLimited',
  'emailNotConfirmed',
  'userExists',
  'invalidEmail',
  'signupDisabled',
  'samePassword',
  'linkExpired',
  'codeInvalid',
  'appCodeInvalid',
  'secondFactorRequired',
  'currentPasswordWrong',
  'sessionMissing',
  'providerDisabled',
  'identityTaken',
  'identityNotFound',
  'lastIdentity',
  'credentialsMissing',
  'weakPassword',
  'network',
  'generic',
] as const;
export type AuthErrorKey = (typeof authErrorKeys)[number];

const keyByCode: Readonly<Record<string, AuthErrorKey>> = {
  invalid_credentials: 'invalidCredentials',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  over_sms_send_rate_limit: 'rateLimited',
  email_not_confirmed: 'emailNotConfirmed',
  user_already_exists: 'userExists',
  email_exists: 'userExists',
  email_address_invalid: 'invalidEmail',
  validation_failed: 'invalidEmail',
  signup_disabled: 'signupDisabled',
  same_password: 'samePassword',
  otp_expired: 'linkExpired',
  flow_state_expired: 'linkExpired',
  session_not_found: 'sessionMissing',
  insufficient_aal: 'secondFactorRequired',
  session_expired: 'sessionMissing',
  provider_disabled: 'providerDisabled',
  email_provider_disabled: 'providerDisabled',
  // Linking sign-in methods; supabase-js keeps the auth session for these.
  identity_already_exists: 'identityTaken',
  identity_not_found: 'identityNotFound',
  single_identity_not_deletable: 'lastIdentity',
};

/** The reasons Supabase Auth gives for a weak password that have a translation (`errors.weakReasons.*`). */
export const weakReasons = ['length', 'characters', 'pwned'] as const;
type WeakReason = (typeof weakReasons)[number];

/** The reasons in `reasons` that can be said, in the server's order. */
export function weakPasswordReasons(reasons: readonly string[]): WeakReason[] {
  return reasons.filter((reason): reason is WeakReason => (weakReasons as readonly string[]).includes(reason));
}

/**
 * The code of a redirect that came back with an error in its URL (a magic link, a confirmation,
 * a provider's sign-in): supabase-js keeps it in `details`, not in `code`.
 */
function redirectCode(error: unknown): string | undefined {
  if (
    !isAuthImplicitGrantRedirectError(error) &&
    !(isAuthError(error) && error.name === 'AuthPKCEGrantCodeExchangeError')
  ) {
    return undefined;
  }
  const { details } = error as { details?: { code?: unknown } | null };
  return typeof details?.code === 'string' ? details.code : undefined;
}

/** What a form says for some of Supabase Auth's codes instead, e.g. a typed code rather than a link. */
export type AuthRefusals = Readonly<Record<string, AuthErrorKey>>;

/** A wrong code of the authenticator app, wherever one is typed: sign-in, setup, turning it off. */
export const appCodeRefusals: AuthRefusals = { mfa_verification_failed: 'appCodeInvalid' };

/**
 * Which `auth:errors.*` sentence says what went wrong. Exported for its test; forms use
 * useAuthErrorMessage.
 */
export function authErrorKey(error: unknown, refusals: AuthRefusals = {}): AuthErrorKey {
  // No answer, or the service's gateway failing (status 0, 500, 502, 503, 504, …).
  if (isAuthRetryableFetchError(error)) return 'network';
  if (isAuthSessionMissingError(error)) return 'sessionMissing';
  // Its reasons are listed under the sentence (useAuthErrorMessage).
  if (isAuthWeakPasswordError(error)) return 'weakPassword';
  if (!isAuthError(error)) return 'generic';
  // "You must provide either an email or phone number and a password": supabase-js refuses
  // before asking the server (the forms' own checks normally catch it first).
  if (error.name === 'AuthInvalidCredentialsError') return 'credentialsMissing';
  const code = error.code ?? redirectCode(error);
  const byCode = code ? (refusals[code] ?? keyByCode[code]) : undefined;
  if (byCode) return byCode;
  if (error.status === 429) return 'rateLimited';
  // Servers without error codes (older GoTrue) still answer 400 for a wrong password.
  if (isAuthApiError(error) && error.status === 400 && /invalid.*(credentials|login)/i.test(error.message)) {
    return 'invalidCredentials';
  }
  return 'generic';
}

// One object for every form without refusals: a new `{}` per render would give a new function per
// render, and effects depending on it (the two-step card's factor list) would run without end.
const noRefusals: AuthRefusals = {};

/** Turns a supabase-js auth error into a translated sentence. */
export function useAuthErrorMessage(refusals: AuthRefusals = noRefusals): (error: unknown) => AuthErrorMessage {
  const { t } = useTranslation('auth');
  return useCallback(
    (error) => {
      const message = t(`errors.${authErrorKey(error, refusals)}`);
      if (!isAuthWeakPasswordError(error)) return { message };
      // A reason the server adds later has no translation: the others still say enough.
      return {
        message,
        reasons: weakPasswordReasons(error.reasons).map((reason) => t(`errors.weakReasons.${reason}`)),
      };
    },
    [t, refusals],
  );
}
