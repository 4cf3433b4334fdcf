// A document's lines as it is sent or issued: each line's net and tax computed again from what the
// line says (a draft written through the Data API could hold any), and the totals they sum to.
import type postgres from 'postgres';
import { lineRow } from '@core/domain/invoice';
import { documentTotals, type DocumentTotals, type TaxExemption } from '@core/domain/invoice-totals';
import type { DocumentKind } from '../client-links';

type LineRow = {
  id: string;
  quantity: number;
  unitPrice: number;
  discountBp: number;
  taxRateBp: number;
  taxExemption: TaxExemption | '';
};

/** Stores each line's amounts and the document's totals; answers the totals and how many lines there are. */
export async function settleLines(
  tx: postgres.TransactionSql,
  kind: DocumentKind,
  id: string,
): Promise<DocumentTotals & { lineCount: number }> {
  const [lines, documents] = kind === 'quote' ? ['quote_lines', 'quotes'] : ['invoice_lines', 'invoices'];
  const rows = await tx<LineRow[]>`
    select id, quantity, unit_price::float8 as "unitPrice", discount_bp as "discountBp", tax_rate_bp as "taxRateBp",
           tax_exemption as "taxExemption"
    from ${tx(lines)} where ${tx(`${kind}_id`)} = ${id}`;
  const amounts = rows.map((line) => ({ id: line.id, ...lineRow(line) }));
  for (const line of amounts) {
    await tx`update ${tx(lines)} set tax_rate_bp = ${line.taxRateBp}, net = ${line.net}, tax = ${line.tax}
             where id = ${line.id}`;
  }
  const totals = documentTotals(amounts);
  await tx`update ${tx(documents)} set subtotal = ${totals.subtotal}, tax_total = ${totals.taxTotal},
             total = ${totals.total} where id = ${id}`;
  return { ...totals, lineCount: rows.length };
}
