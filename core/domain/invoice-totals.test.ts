import { describe, expect, it } from 'vitest';
import { documentTotals, lineAmounts, taxSummary, type LineInput } from './invoice-totals';

const line = (overrides: Partial<LineInput>): LineInput => ({
  quantity: 1,
  unitPrice: 0,
  discountBp: 0,
  taxRateBp: 0,
  taxExemption: '',
  ...overrides,
});

describe('lineAmounts', () => {
  it('multiplies, discounts, then taxes the net', () => {
    expect(lineAmounts(line({ quantity: 3, unitPrice: 10_000, discountBp: 1000, taxRateBp: 2100 }))).toEqual({
      net: 27_000,
      tax: 5_670,
    });
  });

  it('rounds half away from zero, once for the net and once for the tax', () => {
    // 1 × 5 less 10 % = 4.5 → 5; 5 × 10 % = 0.5 → 1.
    expect(lineAmounts(line({ unitPrice: 5, discountBp: 1000, taxRateBp: 1000 }))).toEqual({ net: 5, tax: 1 });
    // A refund line rounds the same distance the other way.
    expect(lineAmounts(line({ unitPrice: -5, discountBp: 1000, taxRateBp: 1000 }))).toEqual({ net: -5, tax: -1 });
    // The tax is taken from the rounded net: 5 × 11 % = 0.55 → 1, where 4.5 × 11 % would give 0.
    expect(lineAmounts(line({ unitPrice: 5, discountBp: 1000, taxRateBp: 1100 })).tax).toBe(1);
  });

  it('charges no tax on an exempt line whatever rate it carries', () => {
    expect(lineAmounts(line({ unitPrice: 1000, taxRateBp: 2100, taxExemption: 'exempt' }))).toEqual({
      net: 1000,
      tax: 0,
    });
  });

  it('stays exact where quantity × price × basis points passes 2^53', () => {
    expect(lineAmounts(line({ quantity: 100_000, unitPrice: 90_000_000_001, discountBp: 1 })).net).toBe(
      8_999_100_000_099_990,
    );
  });
});

describe('documentTotals', () => {
  it('sums the rounded lines, so the lines shown add up to the total', () => {
    const lines = [1, 2, 3].map(() => lineAmounts(line({ unitPrice: 333, taxRateBp: 2100 })));
    expect(lines[0]).toEqual({ net: 333, tax: 70 });
    expect(documentTotals(lines)).toEqual({ subtotal: 999, taxTotal: 210, total: 1209 });
  });
});

describe('taxSummary', () => {
  it('gives one row per rate and per exemption reason, taxed rates first', () => {
    const lines = [
      line({ unitPrice: 1000, taxRateBp: 1000 }),
      line({ unitPrice: 2000, taxRateBp: 2100 }),
      line({ unitPrice: 500, taxRateBp: 2100 }),
      line({ unitPrice: 300, taxExemption: 'reverse_charge' }),
      line({ unitPrice: 200, taxExemption: 'exempt' }),
    ].map((input) => ({ ...input, ...lineAmounts(input) }));
    expect(taxSummary(lines)).toEqual([
      { taxRateBp: 2100, taxExemption: '', base: 2500, tax: 525 },
      { taxRateBp: 1000, taxExemption: '', base: 1000, tax: 100 },
      { taxRateBp: 0, taxExemption: 'exempt', base: 200, tax: 0 },
      { taxRateBp: 0, taxExemption: 'reverse_charge', base: 300, tax: 0 },
    ]);
  });
});
