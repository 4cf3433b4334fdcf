import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '@core/domain/currency';
import { lineChanges, lineTexts, parseLine, parsePercent, parseQuantity, percentText } from './line-form';

const english = { currency: DEFAULT_CURRENCY, locale: 'en' };
const spanish = { currency: DEFAULT_CURRENCY, locale: 'es' };

describe('parsePercent', () => {
  it('reads whole and decimal percentages with either mark, as basis points', () => {
    expect(parsePercent('21')).toBe(2100);
    expect(parsePercent('12.5')).toBe(1250);
    expect(parsePercent('12,5')).toBe(1250);
    expect(parsePercent(' 10,25 % ')).toBe(1025);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('')).toBe(0);
  });

  it('refuses what is not a percentage from 0 to 100 with two decimals at most', () => {
    for (const text of ['100.01', '101', '-5', '1.234', 'abc', '1,000', '5%%']) {
      expect(parsePercent(text), text).toBeUndefined();
    }
  });

  it('writes basis points back as the reader types them', () => {
    expect(percentText(2100, 'en')).toBe('21');
    expect(percentText(1250, 'en')).toBe('12.5');
    expect(percentText(1250, 'es')).toBe('12,5');
    expect(percentText(1005, 'ca')).toBe('10,05');
    expect(percentText(0, 'en')).toBe('0');
    for (const bp of [0, 1, 99, 1250, 2100, 10_000]) expect(parsePercent(percentText(bp, 'es'))).toBe(bp);
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers other than zero', () => {
    expect(parseQuantity('3', { negative: false })).toBe(3);
    expect(parseQuantity(' 12 ', { negative: false })).toBe(12);
    expect(parseQuantity('0', { negative: false })).toBeUndefined();
    expect(parseQuantity('1.5', { negative: false })).toBeUndefined();
    expect(parseQuantity('100001', { negative: false })).toBeUndefined();
  });

  it('takes a quantity below zero only where money is given back', () => {
    expect(parseQuantity('-2', { negative: false })).toBeUndefined();
    expect(parseQuantity('-2', { negative: true })).toBe(-2);
  });
});

describe('parseLine', () => {
  const texts = { description: ' Album ', quantity: '2', unitPrice: '1.250,50', discount: '10', taxRate: '21' };

  it('reads a line typed in Spanish', () => {
    expect(parseLine(texts, spanish, { negative: false })).toEqual({
      line: { description: 'Album', quantity: 2, unitPrice: 125_050, discountBp: 1000, taxRateBp: 2100 },
    });
  });

  it('names every field that does not read, with its validation message', () => {
    const result = parseLine(
      { description: ' ', quantity: '', unitPrice: '12.50', discount: '200', taxRate: 'x' },
      spanish,
      { negative: false },
    );
    expect(result.errors).toEqual({
      description: 'required',
      quantity: 'required',
      unitPrice: 'moneyFormat',
      discount: 'invalid',
      taxRate: 'invalid',
    });
  });

  it('round-trips a stored line through its texts', () => {
    const line = { description: 'Prints', quantity: 3, unitPrice: 4_599, discountBp: 1250, taxRateBp: 1000 };
    for (const format of [english, spanish]) {
      expect(parseLine(lineTexts(line, format), format, { negative: false })).toEqual({ line });
    }
  });

  it('sends only what changed', () => {
    const stored = {
      description: 'Prints',
      quantity: 3,
      unitPrice: 4_599,
      discountBp: 0,
      taxRateBp: 1000,
      taxExemption: '' as const,
    };
    expect(lineChanges(stored, { ...stored, quantity: 4 })).toEqual({ quantity: 4 });
    expect(lineChanges(stored, stored)).toEqual({});
  });
});
