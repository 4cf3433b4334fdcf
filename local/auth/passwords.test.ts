import { describe, expect, it } from 'vitest';
import { weakPasswordReasons } from './passwords';

describe('weakPasswordReasons', () => {
  it('refuses common passwords that have letters of both cases and digits, as GoTrue refuses breached ones', () => {
    for (const password of ['Password1', 'Abcdefg1']) {
      expect(weakPasswordReasons(password)).toEqual({
        reasons: ['pwned'],
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
      });
    }
  });

  it('refuses a common word with a year, in any of the product’s languages, as a breached password', () => {
    for (const password of ['Summer2026', 'Verano2026!', 'Tardor2025']) {
      expect(weakPasswordReasons(password)?.reasons, password).toEqual(['pwned']);
    }
  });

  it('gives every reason at once, in the order GoTrue gives them', () => {
    expect(weakPasswordReasons('letmein')?.reasons).toEqual(['length', 'characters', 'pwned']);
  });

  it('accepts a long, mixed and uncommon password', () => {
    expect(weakPasswordReasons('Golden-Hour-2026')).toBeUndefined();
  });
});
