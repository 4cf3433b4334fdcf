import { readFileSync } from 'node:fs';
import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthInvalidCredentialsError,
  AuthInvalidTokenResponseError,
  AuthPKCEGrantCodeExchangeError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthUnknownError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { languages } from '../../lib/languages';
import { authErrorKey, authErrorKeys, weakPasswordReasons, weakReasons } from './use-auth-error-message';

// The auth errors of the spec's error catalogue (docs/error-catalogue.md), as supabase-js makes them.
const redirect = (code: string) => new AuthImplicitGrantRedirectError('Error in URL', { error: 'access_denied', code });

describe('what a person reads for each auth error', () => {
  it.each([
    [
      'an API error with a known code',
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'invalidCredentials',
    ],
    [
      'a wrong password from a server without codes',
      new AuthApiError('Invalid login credentials', 400, undefined),
      'invalidCredentials',
    ],
    ['too many requests without a code', new AuthApiError('Too many', 429, undefined), 'rateLimited'],
    ['an API error with a code of the future', new AuthApiError('New', 422, 'something_new'), 'generic'],
    ['an unknown error', new AuthUnknownError('Unexpected token <', new SyntaxError()), 'generic'],
    ['Auth session missing! (400)', new AuthSessionMissingError(), 'sessionMissing'],
    ['an invalid token response (500)', new AuthInvalidTokenResponseError(), 'generic'],
    [
      'You must provide either an email or phone number and a password (400)',
      new AuthInvalidCredentialsError('You must provide either an email or phone number and a password'),
      'credentialsMissing',
    ],
    ['an expired link coming back in the URL (500)', redirect('otp_expired'), 'linkExpired'],
    ['a failed redirect with an unknown code', redirect('unexpected_failure'), 'generic'],
    ['a PKCE code exchange error (500)', new AuthPKCEGrantCodeExchangeError('No code detected.'), 'generic'],
    ['identity_already_exists', redirect('identity_already_exists'), 'identityTaken'],
    ['identity_not_found', redirect('identity_not_found'), 'identityNotFound'],
    ['single_identity_not_deletable', redirect('single_identity_not_deletable'), 'lastIdentity'],
    ['no answer at all (status 0)', new AuthRetryableFetchError('Failed to fetch', 0), 'network'],
    ['a bad gateway (502)', new AuthRetryableFetchError('Bad Gateway', 502), 'network'],
    ['an unavailable service (503)', new AuthRetryableFetchError('Service Unavailable', 503), 'network'],
    ['a gateway timeout (504)', new AuthRetryableFetchError('Gateway Timeout', 504), 'network'],
    ['a weak password', new AuthWeakPasswordError('Password is too weak', 422, ['length']), 'weakPassword'],
    ['something that is no auth error', new TypeError('x is undefined'), 'generic'],
  ] as const)('%s', (_, error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });

  it('lets a form say something else for a code', () => {
    const error = new AuthApiError('Token has expired or is invalid', 403, 'otp_expired');
    expect(authErrorKey(error)).toBe('linkExpired');
    expect(authErrorKey(error, { otp_expired: 'codeInvalid' })).toBe('codeInvalid');
  });

  it('lists the weak password reasons it can say, and leaves out one it cannot', () => {
    expect(weakPasswordReasons(['length', 'new_reason', 'pwned'])).toEqual(['length', 'pwned']);
  });
});

describe('auth error sentences', () => {
  const errorsIn = (lng: string) =>
    (JSON.parse(readFileSync(`locales/${lng}/auth.json`, 'utf8')) as { errors: Record<string, unknown> }).errors;

  it.each(languages)('are all written in %s', (lng) => {
    const errors = errorsIn(lng);
    for (const key of authErrorKeys) expect(typeof errors[key], `${lng} auth:errors.${key}`).toBe('string');
    const reasons = errors.weakReasons as Record<string, unknown>;
    for (const reason of weakReasons) expect(typeof reasons[reason], `${lng} weakReasons.${reason}`).toBe('string');
  });
});
