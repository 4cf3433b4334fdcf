import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-password';

describe('isCommonPassword', () => {
  it('finds the common passwords the policy of letters and digits still lets through', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('Abcdefg1')).toBe(true);
  });

  it('ignores case and full-width letters, as people vary a common password', () => {
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ１')).toBe(true);
  });

  it('lets an uncommon password through, even one built from common words', () => {
    expect(isCommonPassword('Golden-Hour-2026')).toBe(false);
    expect(isCommonPassword('Password1 is not my password')).toBe(false);
  });
});
