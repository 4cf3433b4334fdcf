import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { paymentPlan } from '@core/domain/payment-plan';
import { DEFAULT_DEPOSIT, depositTexts, parseDeposit, parseInstalments } from './plan-form';

describe('parseDeposit', () => {
  it('makes a plan of a deposit on issue and the rest later, adding up to 100 %', () => {
    const { plan } = parseDeposit(DEFAULT_DEPOSIT);
    expect(plan).toEqual([
      { percent: 30, due: 'on_issue', days: 0 },
      { percent: 70, due: 'before_session', days: 7 },
    ]);
    expect(paymentPlan.safeParse(plan).success).toBe(true);
    expect(parseDeposit({ percent: ' 50 ', restDue: 'after_issue', days: '0' }).plan?.[1]).toEqual({
      percent: 50,
      due: 'after_issue',
      days: 0,
    });
  });

  it('names the fields that do not read', () => {
    expect(parseDeposit({ percent: '100', restDue: 'after_issue', days: '7' }).errors).toEqual({ percent: true });
    expect(parseDeposit({ percent: '0', restDue: 'after_issue', days: '-1' }).errors).toEqual({
      percent: true,
      days: true,
    });
    expect(parseDeposit({ percent: '12.5', restDue: 'after_issue', days: '731' }).errors).toEqual({
      percent: true,
      days: true,
    });
  });

  it('reads a stored deposit plan back, and nothing from one payment', () => {
    const { plan } = parseDeposit({ percent: '25', restDue: 'after_issue', days: '30' });
    expect(depositTexts(plan ?? [])).toEqual({ percent: '25', restDue: 'after_issue', days: '30' });
    expect(depositTexts([])).toBeUndefined();
  });
});

describe('parseInstalments', () => {
  const context = { currency: DEFAULT_CURRENCY, locale: 'es', timeZone: 'Europe/Madrid', total: 100_000 };

  it('reads amounts and days, and says whether they add up to the total', () => {
    const result = parseInstalments(
      [
        { amount: '300', day: '2027-01-10' },
        { amount: '700,00', day: '2027-02-10' },
      ],
      context,
    );
    expect(result.matches).toBe(true);
    expect(result.sum).toBe(100_000);
    expect(result.instalments?.map((item) => item.amount)).toEqual([30_000, 70_000]);
    // The last minute of the day on the studio's clock (23:59 in Madrid is 22:59 UTC in winter).
    expect(new Date(result.instalments?.[0]?.dueAt ?? 0).toISOString()).toBe('2027-01-10T22:59:00.000Z');
  });

  it('says what is short and which fields do not read', () => {
    const short = parseInstalments([{ amount: '300', day: '2027-01-10' }], context);
    expect(short).toMatchObject({ matches: false, sum: 30_000 });
    const wrong = parseInstalments(
      [
        { amount: '', day: '' },
        { amount: '0', day: '2027-01-10' },
        { amount: '1.5.0', day: '2027-01-10' },
      ],
      context,
    );
    expect(wrong.instalments).toBeUndefined();
    expect(wrong.errors).toEqual([
      { amount: 'required', day: 'dateRequired' },
      { amount: 'amountPositive' },
      { amount: 'moneyFormat' },
    ]);
  });
});
