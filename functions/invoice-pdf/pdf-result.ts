// An invoice's PDF as an /api answer: its bytes, named in the invoice's language, never cached
// by the browser or a CDN (a cancelled invoice's PDF says so the next time it is opened).
import { invoicePdf } from '../lib/invoicing/invoice-messages';
import { getSql } from '../lib/db';
import { HttpError, type ApiResult } from '../lib/http';
import { pdfDownload } from '../lib/storage/attachment-disposition';

export async function invoicePdfResult(accountId: string, invoiceId: string): Promise<ApiResult> {
  const pdf = await invoicePdf(getSql(), accountId, invoiceId);
  if (!pdf) throw new HttpError(404, 'not_found', 'Invoice not found');
  return pdfDownload(pdf);
}
