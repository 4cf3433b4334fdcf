// After any change to an invoice's payments, in the same transaction: what each instalment, the
// invoice and its session (when it has one) were paid, by the rules in core (invoice-payments.ts
// for the invoice, money.ts's sessionPaymentSummary for the session), so Home and Clients follow
// and no figure counts a payment twice. Revenue follows by the payments trigger.
import type postgres from 'postgres';
import { invoicePaymentColumns } from '@core/domain/invoice-payments';
import { sessionPaymentSummary } from '@core/domain/money';
import type { PaymentStatus } from '@core/domain/session-values';
import { planSessionSteps } from '../workflow-plans/plan-session-steps';

type Tx = postgres.TransactionSql;
type PaymentRow = {
  instalmentId: string | null;
  amount: number;
  amountRefunded: number;
  status: PaymentStatus;
  dispute: string | null;
};

const paymentsWhere = (tx: Tx, column: 'invoice_id' | 'session_id', id: string) => tx<PaymentRow[]>`
  select instalment_id as "instalmentId", amount::float8 as amount, amount_refunded::float8 as "amountRefunded",
         status, dispute
  from payments where ${tx(column)} = ${id}`;

/** Call it with the invoice row locked, after changing its payments. */
export async function storeInvoicePayments(tx: Tx, invoiceId: string): Promise<void> {
  const [invoice] = await tx<{ total: number; sessionId: string | null; accountId: string }[]>`
    select total::float8 as total, session_id as "sessionId", account_id as "accountId" from invoices where id = ${invoiceId}`;
  if (!invoice) return;
  const payments = await paymentsWhere(tx, 'invoice_id', invoiceId);
  const instalments = await tx<{ id: string }[]>`select id from invoice_instalments where invoice_id = ${invoiceId}`;
  const columns = invoicePaymentColumns(
    invoice.total,
    payments,
    instalments.map(({ id }) => id),
  );
  await tx`
    update invoices set amount_paid = ${columns.invoice.amountPaid}, amount_refunded = ${columns.invoice.amountRefunded},
      payment_status = ${columns.invoice.paymentStatus}, disputed = ${columns.invoice.disputed},
      updated_at = private.now_ms()
    where id = ${invoiceId}`;
  for (const { id, amountPaid } of columns.instalments) {
    await tx`update invoice_instalments set amount_paid = ${amountPaid} where id = ${id} and amount_paid <> ${amountPaid}`;
  }
  if (!invoice.sessionId) return;
  await storeSessionPayments(tx, invoice.sessionId);
  await planSessionSteps(tx, invoice.accountId, invoice.sessionId);
}

/** The session's paid amount and payment status, as the payment mutators store them. */
async function storeSessionPayments(tx: Tx, sessionId: string): Promise<void> {
  const [session] = await tx<{ price: number }[]>`
    select price::float8 as price from sessions where id = ${sessionId} for update`;
  if (!session) return;
  const summary = sessionPaymentSummary(session.price, await paymentsWhere(tx, 'session_id', sessionId));
  await tx`
    update sessions set payment_amount = ${summary.paymentAmount}, payment_status = ${summary.paymentStatus},
      updated_at = private.now_ms()
    where id = ${sessionId}`;
}
