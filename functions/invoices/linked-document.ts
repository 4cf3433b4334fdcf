// The document a link request names: one of the studio's quotes or invoices that a client may be
// sent (a draft has no link: it is sent or issued first).
import type postgres from 'postgres';
import { z } from 'zod';
import { entityId } from '@core/domain/ids';
import { HttpError } from '../lib/http';

export const documentLinkRequest = z.strictObject({ kind: z.enum(['quote', 'invoice']), documentId: entityId });

export async function lockLinkedDocument(
  tx: postgres.TransactionSql,
  accountId: string,
  kind: 'quote' | 'invoice',
  id: string,
): Promise<void> {
  const [document] = await tx<{ status: string }[]>`
    select status from ${tx(kind === 'quote' ? 'quotes' : 'invoices')}
    where account_id = ${accountId} and id = ${id} for update`;
  if (!document) throw new HttpError(404, 'not_found', 'Document not found');
  if (document.status !== 'draft') return;
  throw kind === 'quote'
    ? new HttpError(409, 'quote_not_sent', 'Send the quote first')
    : new HttpError(409, 'invoice_not_issued', 'Issue the invoice first');
}
