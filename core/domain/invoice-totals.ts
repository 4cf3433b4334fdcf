// What a quote's or an invoice's lines add up to. Each line's net and tax are rounded once,
// half away from zero, from exact integer arithmetic; the document's totals are the sums of its
// lines, so the lines shown always add up to the totals shown. Amounts are minor units.
import { sumAmounts } from './money';

export const taxExemptions = ['reverse_charge', 'exempt', 'outside_scope'] as const;
export type TaxExemption = (typeof taxExemptions)[number];

export type LineInput = {
  readonly quantity: number;
  readonly unitPrice: number;
  /** Basis points off the line: 1000 is 10 %. */
  readonly discountBp: number;
  readonly taxRateBp: number;
  /** Why the line carries no tax, or '' when it is taxed. */
  readonly taxExemption: TaxExemption | '';
};

/** A line as a document shows it: what it says, its price, and its amounts as rounded once. */
export type DocumentLine = LineInput & { readonly description: string; readonly net: number; readonly tax: number };

const BP = 10_000n;

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  const magnitude = (numerator < 0n ? -numerator : numerator) + half;
  const quotient = magnitude / denominator;
  return numerator < 0n ? -quotient : quotient;
}

function safe(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount beyond exact integer range');
  return result;
}

/** A line's net (after its discount) and its tax, each rounded once. */
export function lineAmounts(line: LineInput): { net: number; tax: number } {
  // BigInt: quantity × unit price × 10000 can pass 2^53 before it is divided back down.
  const net = divideRounded(BigInt(line.quantity) * BigInt(line.unitPrice) * (BP - BigInt(line.discountBp)), BP);
  const tax = divideRounded(net * BigInt(line.taxExemption === '' ? line.taxRateBp : 0), BP);
  return { net: safe(net), tax: safe(tax) };
}

export type DocumentTotals = { subtotal: number; taxTotal: number; total: number };

/** The document's totals: the sums of its lines' nets and taxes. */
export function documentTotals(lines: readonly { readonly net: number; readonly tax: number }[]): DocumentTotals {
  const subtotal = sumAmounts(lines.map((line) => line.net));
  const taxTotal = sumAmounts(lines.map((line) => line.tax));
  return { subtotal, taxTotal, total: sumAmounts([subtotal, taxTotal]) };
}

export type TaxSummaryRow = {
  readonly taxRateBp: number;
  readonly taxExemption: TaxExemption | '';
  /** The nets of the lines at this rate (the taxable base). */
  readonly base: number;
  readonly tax: number;
};

/**
 * One row per tax rate and per exemption reason, as an invoice must show them: the taxed rates
 * from highest to lowest, then the untaxed lines by their reason.
 */
export function taxSummary(
  lines: readonly (Pick<LineInput, 'taxRateBp' | 'taxExemption'> & { readonly net: number; readonly tax: number })[],
): TaxSummaryRow[] {
  const rows = new Map<string, { taxRateBp: number; taxExemption: TaxExemption | ''; base: number; tax: number }>();
  for (const line of lines) {
    const taxRateBp = line.taxExemption === '' ? line.taxRateBp : 0;
    const key = `${taxRateBp}:${line.taxExemption}`;
    const row = rows.get(key) ?? { taxRateBp, taxExemption: line.taxExemption, base: 0, tax: 0 };
    row.base = sumAmounts([row.base, line.net]);
    row.tax = sumAmounts([row.tax, line.tax]);
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      Number(a.taxExemption !== '') - Number(b.taxExemption !== '') ||
      b.taxRateBp - a.taxRateBp ||
      a.taxExemption.localeCompare(b.taxExemption),
  );
}
