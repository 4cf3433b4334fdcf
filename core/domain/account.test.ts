import { describe, expect, it } from 'vitest';
import { slug } from './account';

describe('slug', () => {
  it('normalises case and surrounding spaces', () => {
    expect(slug.parse('  Lumen-Studio ')).toBe('lumen-studio');
  });

  it.each([
    ['ab', 'slugTooShort'],
    ['-lumen', 'slugFormat'],
    ['lumen-', 'slugFormat'],
    ['lu men', 'slugFormat'],
    ['llum-ç', 'slugFormat'],
    ['api', 'slugReserved'],
    ['app', 'slugReserved'],
  ])('refuses %j (%s)', (value, message) => {
    const result = slug.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('matches the database rule: at most 63 characters', () => {
    expect(slug.safeParse('a'.repeat(63)).success).toBe(true);
    expect(slug.safeParse('a'.repeat(64)).success).toBe(false);
  });
});
