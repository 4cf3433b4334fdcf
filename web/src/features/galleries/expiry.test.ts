import { describe, expect, it } from 'vitest';
import { dayOf, endOfDay, hasPassed, isDay } from './expiry';

describe('gallery expiry days', () => {
  it("keeps a gallery open through the whole chosen day on the studio's clock", () => {
    expect(endOfDay('2026-06-30', 'UTC')).toBe(Date.UTC(2026, 5, 30, 23, 59, 59, 999));
    // Madrid is two hours ahead of UTC in summer.
    expect(endOfDay('2026-06-30', 'Europe/Madrid')).toBe(Date.UTC(2026, 5, 30, 21, 59, 59, 999));
  });

  it('refuses days that do not exist and anything that is not a day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-31')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(endOfDay('30/06/2026', 'UTC')).toBeUndefined();
  });

  it('turns a stored expiry back into the day it was chosen as, and 0 into no day', () => {
    const stored = endOfDay('2027-01-05', 'America/New_York') ?? 0;
    expect(dayOf(stored, 'America/New_York')).toBe('2027-01-05');
    expect(dayOf(stored, 'Asia/Tokyo')).toBe('2027-01-06');
    expect(dayOf(0, 'UTC')).toBe('');
  });
});

describe('hasPassed', () => {
  // 23:30 on 30 June in Madrid is 21:30 UTC: that day is not over there yet, and the 29th is.
  const now = Date.UTC(2026, 5, 30, 21, 30);
  it('says a day already over on the studio clock has passed, and today or later has not', () => {
    expect(hasPassed('2026-06-29', 'Europe/Madrid', now)).toBe(true);
    expect(hasPassed('2026-06-30', 'Europe/Madrid', now)).toBe(false);
    expect(hasPassed('2026-07-01', 'Europe/Madrid', now)).toBe(false);
    // The same moment is already 1 July in Tokyo, so 30 June is over there.
    expect(hasPassed('2026-06-30', 'Asia/Tokyo', now)).toBe(true);
  });
  it('says nothing of a field that holds no day yet', () => {
    expect(hasPassed('', 'Europe/Madrid', now)).toBe(false);
  });
});
