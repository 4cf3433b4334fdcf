import { describe, expect, it } from 'vitest';
import { asksToConfirm, bookingDeposit, depositPlan } from './booking-terms';

describe('booking terms', () => {
  it('ask to confirm for a contract, or for a deposit of a price above zero', () => {
    expect(asksToConfirm({ price: 0, depositBp: 0, contractTemplateId: 't' })).toBe(true);
    expect(asksToConfirm({ price: 10_000, depositBp: 3_000, contractTemplateId: null })).toBe(true);
    expect(asksToConfirm({ price: 0, depositBp: 3_000, contractTemplateId: null })).toBe(false);
    expect(asksToConfirm({ price: 10_000, depositBp: 0, contractTemplateId: null })).toBe(false);
  });

  it('take the deposit first and the rest a week before the session, or all at once', () => {
    expect(depositPlan(3_000)).toEqual([
      { percent: 30, due: 'on_issue', days: 0 },
      { percent: 70, due: 'before_session', days: 7 },
    ]);
    expect(depositPlan(10_000)).toEqual([{ percent: 100, due: 'on_issue', days: 0 }]);
  });

  it('count the deposit on the price with the studio’s tax, rounded once', () => {
    // 150.00 + 21 % = 181.50; 30 % of it is 54.45.
    expect(bookingDeposit({ price: 15_000, depositBp: 3_000, contractTemplateId: null }, 2_100)).toBe(5_445);
    expect(bookingDeposit({ price: 15_000, depositBp: 0, contractTemplateId: 't' }, 2_100)).toBe(0);
  });
});
