import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY, readCurrency, type Currency } from './currency';
import { currencySettings } from './currency-settings';
import { formatMoney, fractionDigits, minorToDecimal } from './money-format';
import { moneyInputText, parseMoney } from './currency';

const EUR = DEFAULT_CURRENCY;
const EUR_AFTER: Currency = { code: 'EUR', symbol: '€', position: 'after' };
const JPY: Currency = { code: 'JPY', symbol: '¥', position: 'before' };
const CHF: Currency = { code: 'CHF', symbol: 'CHF', position: 'before' };
const nbsp = '\u00a0';

describe('readCurrency', () => {
  it('defaults to euros (the settings default, not the schema default of US dollars)', () => {
    expect(readCurrency(undefined)).toEqual({ code: 'EUR', symbol: '€', position: 'before' });
    expect(readCurrency({ code: 'nope' })).toEqual(DEFAULT_CURRENCY);
  });

  it('reads a stored setting', () => {
    expect(readCurrency({ code: 'usd', symbol: '$', position: 'before' })).toEqual({
      code: 'USD',
      symbol: '$',
      position: 'before',
    });
  });

  // Every screen reads the setting without zod; the form and the API check it with the schema.
  it.each([
    ['a setting as saved', { code: 'GBP', symbol: '£', position: 'after' }],
    ['a code in lower case, with spaces', { code: ' usd ', symbol: ' $ ', position: 'before' }],
    ['a code of no currency', { code: 'XYZ', symbol: 'x', position: 'after' }],
    ['a code of four letters', { code: 'EURO', symbol: '€', position: 'before' }],
    ['an empty symbol', { code: 'EUR', symbol: '  ', position: 'before' }],
    ['a symbol of five characters', { code: 'CHF', symbol: 'Fr.CH', position: 'before' }],
    ['a symbol of six characters', { code: 'CHF', symbol: 'Franks', position: 'before' }],
    ['a position of neither side', { code: 'EUR', symbol: '€', position: 'middle' }],
    ['a missing field', { code: 'EUR', symbol: '€' }],
    ['a key the setting does not have', { code: 'EUR', symbol: '€', position: 'before', rate: 1 }],
    ['a number for the code', { code: 978, symbol: '€', position: 'before' }],
    ['a list', ['EUR', '€', 'before']],
    ['text', 'EUR'],
    ['null', null],
  ])('reads %s as the settings schema accepts it', (_label, stored) => {
    const checked = currencySettings.safeParse(stored);
    expect(readCurrency(stored)).toEqual(checked.success ? checked.data : DEFAULT_CURRENCY);
  });

  it('refuses codes that are not ISO 4217 currencies', () => {
    expect(currencySettings.safeParse({ code: 'XYZ', symbol: 'x', position: 'after' }).error?.issues[0]?.message).toBe(
      'currencyCode',
    );
  });
});

describe('minorToDecimal', () => {
  it('places the decimal point with integer arithmetic', () => {
    expect(minorToDecimal(123_456, 2)).toBe('1234.56');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(1500, 0)).toBe('1500');
    expect(minorToDecimal(1, 3)).toBe('0.001');
  });
});

describe('formatMoney', () => {
  it('formats for the interface language with the studio symbol where the studio puts it', () => {
    expect(formatMoney(125_050, EUR, 'en')).toBe('€1,250.50');
    expect(formatMoney(1_125_050, EUR, 'es')).toBe('€11.250,50');
    expect(formatMoney(1_125_050, EUR_AFTER, 'ca')).toBe(`11.250,50${nbsp}€`);
  });

  it('uses the minor unit of the currency', () => {
    expect(fractionDigits('JPY')).toBe(0);
    expect(formatMoney(1500, JPY, 'en')).toBe('¥1,500');
  });

  it('separates a symbol made of letters and keeps the sign in front', () => {
    expect(formatMoney(-2000, CHF, 'en')).toBe(`-CHF${nbsp}20.00`);
  });

  it('is exact for amounts where floats lose cents', () => {
    expect(formatMoney(90_071_992_547_409, EUR, 'en')).toBe('€900,719,925,474.09');
  });
});

describe('parseMoney', () => {
  it('reads amounts the way each language writes them', () => {
    expect(parseMoney('1,250.50', EUR, 'en')).toBe(125_050);
    expect(parseMoney('1250.5', EUR, 'en')).toBe(125_050);
    expect(parseMoney('1.250,50', EUR, 'es')).toBe(125_050);
    expect(parseMoney('1250,5', EUR, 'ca')).toBe(125_050);
    expect(parseMoney(' € 80 ', EUR, 'es')).toBe(8000);
    expect(parseMoney('80 EUR', EUR, 'en')).toBe(8000);
  });

  it('refuses what it would have to guess', () => {
    expect(parseMoney('12.5', EUR, 'es')).toBeUndefined();
    expect(parseMoney('12,5', EUR, 'en')).toBeUndefined();
    expect(parseMoney('1,2345', EUR, 'ca')).toBeUndefined();
  });

  it('refuses fractions of the minor unit, signs, words and absurd sums', () => {
    expect(parseMoney('10.005', EUR, 'en')).toBeUndefined();
    expect(parseMoney('10.5', JPY, 'en')).toBeUndefined();
    expect(parseMoney('-10', EUR, 'en')).toBeUndefined();
    expect(parseMoney('ten', EUR, 'en')).toBeUndefined();
    expect(parseMoney('', EUR, 'en')).toBeUndefined();
    expect(parseMoney('99999999999999', EUR, 'en')).toBeUndefined();
  });

  it('reads back what the form puts in the field', () => {
    for (const locale of ['en', 'es', 'ca']) {
      expect(parseMoney(moneyInputText(125_005, EUR, locale), EUR, locale)).toBe(125_005);
    }
    expect(moneyInputText(125_005, EUR, 'es')).toBe('1250,05');
  });
});
