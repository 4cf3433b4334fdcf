import { describe, expect, it } from 'vitest';
import { isSignUpSession, needsSetup } from './first-visit';

describe('isSignUpSession', () => {
  const created = '2026-11-25T08:00:00Z';
  it('is the session of a sign-up, signed in as the account was made', () => {
    expect(isSignUpSession({ created_at: created, last_sign_in_at: '2026-11-25T08:00:01Z' })).toBe(true);
    expect(isSignUpSession({ created_at: created, last_sign_in_at: undefined })).toBe(true);
  });
  it('is not a later sign-in', () => {
    expect(isSignUpSession({ created_at: created, last_sign_in_at: '2026-11-26T09:30:00Z' })).toBe(false);
  });
});

describe('needsSetup', () => {
  it('asks for a public address and a chosen time zone', () => {
    expect(needsSetup({ slug: null }, { timeZone: 'Europe/Madrid' })).toBe(true);
    expect(needsSetup({ slug: 'anna' }, {})).toBe(true);
    expect(needsSetup({ slug: 'anna' }, { timeZone: 'Europe/Madrid' })).toBe(false);
  });
});
