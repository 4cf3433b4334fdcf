import {
  isAuthApiError,
  isAuthError,
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

export type AuthErrorKey =
  | 'invalidCredentials'
  | 'rateLimited'
  | 'emailNotConfirmed'
  | 'userExists'
  | 'invalidEmail'
  | 'signupDisabled'
  | 'samePassword'
  | 'linkExpired'
  | 'codeInvalid'
  | 'appCodeInvalid'
  | 'secondFactorRequired'
  | 'currentPasswordWrong'
  | 'sessionMissing'
  | 'providerDisabled'
  | 'network'
  | 'generic';

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
};

/** What a form says for some of Supabase Auth's codes instead, e.g. a typed code rather than a link. */
export type AuthRefusals = Readonly<Record<string, AuthErrorKey>>;

function keyOf(error: unknown, refusals: AuthRefusals): AuthErrorKey {
  if (isAuthRetryableFetchError(error)) return 'network';
  if (isAuthSessionMissingError(error)) return 'sessionMissing';
  if (!isAuthError(error)) return 'generic';
  const byCode = error.code ? (refusals[error.code] ?? keyByCode[error.code]) : undefined;
  if (byCode) return byCode;
  if (error.status === 429) return 'rateLimited';
  // Servers without error codes (older GoTrue) still answer 400 for a wrong password.
  if (isAuthApiError(error) && error.status === 400 && /invalid.*(credentials|login)/i.test(error.message)) {
    return 'invalidCredentials';
  }
  return 'generic';
}

/** Turns a supabase-js auth error into a translated sentence. */
export function useAuthErrorMessage(refusals: AuthRefusals = {}): (error: unknown) => AuthErrorMessage {
  const { t } = useTranslation('auth');
  return useCallback(
    (error) => {
      if (isAuthWeakPasswordError(error)) {
        return {
          message: t('errors.weakPassword'),
          reasons: error.reasons.map((reason) => t(`errors.weakReasons.${reason}`)),
        };
      }
      return { message: t(`errors.${keyOf(error, refusals)}`) };
    },
    [t, refusals],
  );
}
