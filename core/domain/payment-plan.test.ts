import { describe, expect, it } from 'vitest';
import { instalmentsMatch, paymentPlan, planInstalments } from './payment-plan';

const DAY = 86_400_000;
const issuedAt = Date.UTC(2027, 0, 10);
const sessionDate = Date.UTC(2027, 5, 20);

describe('planInstalments', () => {
  it('takes 30 % on issue and leaves the rest, due 7 days before the session, to the last', () => {
    const plan = paymentPlan.parse([
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'before_session', days: 7 },
    ]);
    expect(planInstalments(100_001, plan, { issuedAt, sessionDate })).toEqual([
      { amount: 30_000, dueAt: issuedAt },
      { amount: 70_001, dueAt: sessionDate - 7 * DAY },
    ]);
  });

  it('puts every rounding remainder on the last instalment', () => {
    const plan = paymentPlan.parse([
      { percent: 33, due: 'on_issue' },
      { percent: 33, due: 'after_issue', days: 30 },
      { percent: 34, due: 'after_issue', days: 60 },
    ]);
    const instalments = planInstalments(1_000, plan, { issuedAt });
    expect(instalments.map((item) => item.amount)).toEqual([330, 330, 340]);
    expect(planInstalments(101, plan, { issuedAt }).map((item) => item.amount)).toEqual([33, 33, 35]);
  });

  it('is one instalment due on issue for an empty plan', () => {
    expect(planInstalments(5_000, [], { issuedAt })).toEqual([{ amount: 5_000, dueAt: issuedAt }]);
  });

  it('falls due on issue when the session is nearer than the plan asks, or unknown', () => {
    const plan = paymentPlan.parse([
      { percent: 50, due: 'on_issue' },
      { percent: 50, due: 'before_session', days: 30 },
    ]);
    expect(planInstalments(100, plan, { issuedAt, sessionDate: issuedAt + 2 * DAY })[1]!.dueAt).toBe(issuedAt);
    expect(planInstalments(100, plan, { issuedAt })[1]!.dueAt).toBe(issuedAt);
  });

  it('asks nothing of a total that gives money back, and leaves out steps worth nothing', () => {
    expect(planInstalments(-500, [], { issuedAt })).toEqual([]);
    const plan = paymentPlan.parse([
      { percent: 1, due: 'on_issue' },
      { percent: 99, due: 'after_issue', days: 10 },
    ]);
    expect(planInstalments(10, plan, { issuedAt })).toEqual([{ amount: 10, dueAt: issuedAt + 10 * DAY }]);
  });
});

describe('paymentPlan', () => {
  it('refuses steps that do not add up to 100 %', () => {
    expect(paymentPlan.safeParse([{ percent: 30, due: 'on_issue' }]).success).toBe(false);
  });
});

describe('instalmentsMatch', () => {
  it('holds only when every amount is above zero and they sum to the total', () => {
    expect(instalmentsMatch(100, [{ amount: 40 }, { amount: 60 }])).toBe(true);
    expect(instalmentsMatch(100, [{ amount: 40 }, { amount: 59 }])).toBe(false);
    expect(instalmentsMatch(100, [{ amount: 110 }, { amount: -10 }])).toBe(false);
    expect(instalmentsMatch(0, [])).toBe(true);
  });
});
