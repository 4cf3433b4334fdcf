import { describe, expect, it } from 'vitest';
import { alertFor, GB, limitState, monthLines, uploadsRefused, type StudioUse } from './usage';

const free: StudioUse = { status: 'free', spendingCap: null, storedBytes: 0, deliveredBytes: 0, monthTotal: 0 };

describe('monthLines', () => {
  it('charges a level by its average over the month, beyond the allowance', () => {
    // 5 GB kept every day of November (30 days) is 5 GB-months: 2 beyond the 3 free, at 4 cents.
    const { lines, total } = monthLines('2026-11', { stored_bytes: 5 * GB * 30 }, 'EUR');
    expect(lines.find((line) => line.meter === 'stored_bytes')).toEqual({
      meter: 'stored_bytes',
      quantity: 5 * GB,
      billable: 2 * GB,
      amount: 8,
    });
    expect(total).toBe(8);
  });

  it('charges nothing within the allowance, and half a month of a level as half', () => {
    expect(monthLines('2026-11', { stored_bytes: 3 * GB * 30, renders: 5000, mails: 500 }, 'EUR').total).toBe(0);
    expect(monthLines('2026-11', { stored_bytes: 10 * GB * 15 }, 'EUR').lines[0]?.quantity).toBe(5 * GB);
  });

  it('adds counts beyond the allowance, rounds each line once and sums the lines', () => {
    const { lines, total } = monthLines(
      '2026-02',
      { renders: 7500, mails: 1500, delivered_bytes: 12.5 * GB, photos: 28 * 400, active_galleries: 28 * 3 },
      'USD',
    );
    const amounts = Object.fromEntries(lines.map((line) => [line.meter, line.amount]));
    // 2,500 renders at 55 per thousand is 137.5 → 138; 1,000 mails at 110; 2.5 GB at 9 is 22.5 → 23.
    expect(amounts).toEqual({
      stored_bytes: 0,
      photos: 0,
      renders: 138,
      delivered_bytes: 23,
      mails: 110,
      active_galleries: 0,
    });
    expect(total).toBe(138 + 23 + 110);
    expect(lines.find((line) => line.meter === 'photos')?.quantity).toBe(400);
  });
});

describe('limitState and uploadsRefused', () => {
  it('holds a studio without a card to the allowance, stored now or delivered this month', () => {
    expect(limitState({ ...free, storedBytes: 2.4 * GB })).toEqual({
      kind: 'allowance',
      ratio: 0.8,
      meter: 'stored_bytes',
    });
    expect(uploadsRefused(limitState({ ...free, storedBytes: 3 * GB }))).toBe(false);
    expect(uploadsRefused(limitState({ ...free, storedBytes: 3 * GB + 1 }))).toBe(true);
    const delivering = limitState({ ...free, storedBytes: GB, deliveredBytes: 11 * GB });
    expect(delivering).toMatchObject({ kind: 'allowance', meter: 'delivered_bytes' });
    expect(uploadsRefused(delivering)).toBe(true);
    expect(uploadsRefused(limitState({ ...free, status: 'cancelled', storedBytes: 4 * GB }))).toBe(true);
  });

  it('lets a paying studio past the allowance up to its cap, and stops one with an unpaid invoice', () => {
    const paying: StudioUse = { ...free, status: 'active', storedBytes: 50 * GB, deliveredBytes: 90 * GB };
    expect(uploadsRefused(limitState(paying))).toBe(false);
    expect(limitState({ ...paying, spendingCap: 1000, monthTotal: 800 })).toEqual({ kind: 'cap', ratio: 0.8 });
    expect(uploadsRefused(limitState({ ...paying, spendingCap: 1000, monthTotal: 999 }))).toBe(false);
    expect(uploadsRefused(limitState({ ...paying, spendingCap: 1000, monthTotal: 1000 }))).toBe(true);
    expect(uploadsRefused(limitState({ ...paying, spendingCap: 0 }))).toBe(true);
    expect(uploadsRefused(limitState({ ...paying, status: 'past_due' }))).toBe(true);
  });
});

describe('alertFor', () => {
  it('warns at 80% and at the limit of the allowance or the cap, and never otherwise', () => {
    expect(alertFor(limitState({ ...free, storedBytes: 2.3 * GB }))).toBeUndefined();
    expect(alertFor(limitState({ ...free, storedBytes: 2.4 * GB }))).toBe('allowance_80');
    expect(alertFor(limitState({ ...free, storedBytes: 3 * GB }))).toBe('allowance_100');
    const paying: StudioUse = { ...free, status: 'active', spendingCap: 1000 };
    expect(alertFor(limitState({ ...paying, monthTotal: 850 }))).toBe('cap_80');
    expect(alertFor(limitState({ ...paying, monthTotal: 1200 }))).toBe('cap_100');
    expect(alertFor(limitState({ ...paying, spendingCap: null, monthTotal: 99_999 }))).toBeUndefined();
    expect(alertFor(limitState({ ...paying, status: 'past_due' }))).toBeUndefined();
  });
});
