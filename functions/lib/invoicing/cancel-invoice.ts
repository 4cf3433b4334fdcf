// Cancelling an issued invoice: recorded, never deleted (it keeps its number), with its
// Veri*Factu record. Refused once any money came in or is on its way: that is undone by a refund
// or a corrective invoice, never by making the invoice disappear.
import type postgres from 'postgres';
import { HttpError } from '../http';
import { appendVerifactuRecord } from '../verifactu/verifactu-records';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';
import { lockInvoice } from './issue-invoice';

/** Whether money came in for the invoice, or a payment of it is under way. */
export async function invoiceHasMoney(tx: postgres.TransactionSql, invoiceId: string): Promise<boolean> {
  const [money] = await tx<{ received: boolean }[]>`
    select amount_paid > 0 or payment_status in ('processing', 'partial', 'paid') as received
    from invoices where id = ${invoiceId}`;
  return money?.received ?? false;
}

/** Cancels the studio's issued invoice for `reason`, its session's steps planned without it; answers when. */
export async function cancelInvoice(
  tx: postgres.TransactionSql,
  accountId: string,
  invoiceId: string,
  reason: string,
  now = Date.now(),
): Promise<number> {
  const invoice = await lockInvoice(tx, accountId, invoiceId);
  if (invoice.status === 'draft') throw new HttpError(409, 'invoice_not_issued', 'A draft is deleted, not cancelled');
  if (invoice.status === 'cancelled') throw new HttpError(409, 'invoice_cancelled', 'Already cancelled');
  if (await invoiceHasMoney(tx, invoiceId))
    throw new HttpError(409, 'invoice_has_payments', 'Money was received for this invoice');
  const [{ sessionId }] = await tx<[{ sessionId: string | null }]>`
    update invoices set status = 'cancelled', cancelled_at = ${now}, cancel_reason = ${reason}, updated_at = ${now}
    where id = ${invoiceId}
    returning session_id as "sessionId"`;
  await appendVerifactuRecord(tx, invoiceId, 'cancel', now);
  if (sessionId) await planSessionSteps(tx, accountId, sessionId);
  return now;
}
