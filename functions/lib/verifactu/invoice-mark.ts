// What an invoice of a Spanish studio prints for Veri*Factu (Orden HAC/1177/2024): the QR code's
// address, where the client checks the invoice with the AEAT, and the legend beside it. The PDF
// and the public invoice page both ask here; an invoice without a record (a studio outside Spain)
// prints neither.
import type postgres from 'postgres';
import { VERIFACTU_LEGEND, verifactuQrUrl } from '@core/domain/verifactu';
import { qrEnvironment } from './agency';

export type VerifactuMark = { qrUrl: string; legend: string };

export async function invoiceVerifactuMark(
  db: postgres.Sql | postgres.TransactionSql,
  invoiceId: string,
): Promise<VerifactuMark | null> {
  const [alta] = await db<{ issuer_nif: string; invoice_number: string; issue_date: string; total: string }[]>`
    select issuer_nif, invoice_number, issue_date, total from private.verifactu_records
    where invoice_id = ${invoiceId} and kind = 'alta'`;
  if (!alta) return null;
  const invoice = {
    issuerNif: alta.issuer_nif,
    invoiceNumber: alta.invoice_number,
    issueDate: alta.issue_date,
    total: alta.total,
  };
  return { qrUrl: verifactuQrUrl(invoice, qrEnvironment()), legend: VERIFACTU_LEGEND };
}
