import { describe, expect, it } from 'vitest';
import { emailPasswordForm, signUpForm } from './auth-schemas';

const email = 'photographer@example.com';

describe('signUpForm', () => {
  it('refuses common passwords and a word with a year, whatever their case, with the guessablePassword message', async () => {
    for (const password of ['Password1', 'Abcdefg1', 'ABCDEFG1', 'Summer2026', 'Verano2026!', 'Tardor2025']) {
      const result = await signUpForm.safeParseAsync({ email, password });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['password'], message: 'guessablePassword' }),
      ]);
    }
  });

  it('accepts an uncommon password', async () => {
    expect((await signUpForm.safeParseAsync({ email, password: 'Golden-Hour-2026' })).success).toBe(true);
  });
});

describe('emailPasswordForm', () => {
  it('signs in with any password: one chosen before the list was checked still works', () => {
    expect(emailPasswordForm.safeParse({ email, password: 'Password1' }).success).toBe(true);
  });
});
