import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isStorableText } from './text';

describe('isStorableText', () => {
  it('keeps any text with whole characters, emoji and accents included', () => {
    expect(['', 'Núria', 'Ana 📷', '\t\n', '\u{1F600}'].every(isStorableText)).toBe(true);
  });

  it('refuses a NUL and either half of a surrogate pair alone', () => {
    expect(['a\u0000b', 'a\ud800', '\udc00a', '📷\ud83d'].some(isStorableText)).toBe(false);
  });
});

describe('holdsUnstorableText', () => {
  it('finds such text at any depth, in keys too', () => {
    expect(holdsUnstorableText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(holdsUnstorableText({ 'k\ud800': 1 })).toBe(true);
    expect(holdsUnstorableText([undefined, null, 3, true, { a: ['ok'] }])).toBe(false);
  });
});
