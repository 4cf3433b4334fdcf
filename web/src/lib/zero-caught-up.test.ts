import { describe, expect, it } from 'vitest';
import { zeroHasCaughtUp } from './zero-caught-up';

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: String(index) }));

describe('when a list swaps the rows read early for Zero’s', () => {
  it('swaps as soon as Zero has answered, whatever it holds', () => {
    expect(zeroHasCaughtUp([], 'complete', rows(100))).toBe(true);
    expect(zeroHasCaughtUp(rows(3), 'complete', rows(100))).toBe(true);
    expect(zeroHasCaughtUp([], 'error', rows(100))).toBe(true);
  });

  it('swaps before Zero has answered when its local rows are as many (a reload with a warm store)', () => {
    expect(zeroHasCaughtUp(rows(100), 'unknown', rows(100))).toBe(true);
    expect(zeroHasCaughtUp(rows(31), 'unknown', rows(30))).toBe(true);
  });

  it('keeps the early rows while Zero holds fewer locally, or none', () => {
    expect(zeroHasCaughtUp(rows(5), 'unknown', rows(100))).toBe(false);
    expect(zeroHasCaughtUp([], 'unknown', rows(100))).toBe(false);
    expect(zeroHasCaughtUp([], 'unknown', [])).toBe(false);
  });

  it('shows what Zero has when nothing was read early', () => {
    expect(zeroHasCaughtUp(rows(2), 'unknown', undefined)).toBe(true);
    expect(zeroHasCaughtUp([], 'unknown', undefined)).toBe(false);
  });

  it('treats a single row (a `.one()` query) as caught up once Zero has it', () => {
    expect(zeroHasCaughtUp({ key: 'currency' }, 'unknown', { key: 'currency' })).toBe(true);
    expect(zeroHasCaughtUp(undefined, 'unknown', { key: 'currency' })).toBe(false);
  });
});
