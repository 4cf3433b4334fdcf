import { describe, expect, it } from 'vitest';
import type { Currency } from '@core/domain/currency';
import { formatMoney } from '@core/domain/money-format';
import { billingCurrencyFormat } from './usage-format';

const studioInFrancs: Currency = { code: 'CHF', symbol: 'CHF', position: 'before' };

describe('billingCurrencyFormat', () => {
  it("writes the bill the studio's own way when its books are in the billing currency", () => {
    const studio: Currency = { code: 'EUR', symbol: 'EUR', position: 'after' };
    expect(billingCurrencyFormat('EUR', studio, 'en')).toBe(studio);
  });

  it("otherwise uses the currency's usual symbol where the reader's language puts it", () => {
    const english = billingCurrencyFormat('EUR', studioInFrancs, 'en');
    const spanish = billingCurrencyFormat('EUR', studioInFrancs, 'es');
    expect(formatMoney(123_456, english, 'en')).toBe('€1,234.56');
    expect(formatMoney(123_456, spanish, 'es')).toBe('1234,56\u00a0€');
    expect(formatMoney(500, billingCurrencyFormat('GBP', studioInFrancs, 'ca'), 'ca')).toBe('5,00\u00a0£');
    expect(formatMoney(500, billingCurrencyFormat('USD', studioInFrancs, 'en'), 'en')).toBe('$5.00');
  });
});
