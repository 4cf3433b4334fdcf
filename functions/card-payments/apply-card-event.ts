// What a verified Connect event changes. Events come late, twice and in any order, so none is
// applied from its own snapshot: each reads the payment's current state from the provider and
// merges it into the payment row by rules under which state only moves forward (a succeeded
// payment stays succeeded, refunds only grow, a closed dispute stays closed). The event's id is
// recorded in the transaction that applies it, so a replay changes nothing.
import type postgres from 'postgres';
import type Stripe from 'stripe';
import { newId } from '@core/domain/ids';
import type { PaymentStatus } from '@core/domain/session-values';
import { cardPayments } from '../lib/card-payments/card-payments';
import type { ProviderPayment } from '../lib/card-payments/card-payments-types';
import { storeInvoicePayments } from '../lib/card-payments/invoice-payments';
import { keepSavedCard } from '../lib/card-payments/saved-cards';
import { mailProposalCompleted } from '../lib/proposals/proposal-mails';
import { completeInvoiceProposals, type CompletedProposal } from '../lib/proposals/proposals';
import { enqueue } from '../lib/queue';
import { invoiceOfOrder, settleOrderRefund } from '../lib/shop/pay-order';
import { idOf } from '../lib/stripe-client';

type Tx = postgres.TransactionSql;
export type Outcome = 'applied' | 'replayed' | 'ignored';

type Invoice = { id: string; accountId: string; authorId: string; sessionId: string | null };
type Stored = { id: string; status: PaymentStatus; amountRefunded: number; dispute: Dispute };
type Dispute = ProviderPayment['dispute'];
/** What an event did: a receipt to send, proposals it completed. */
type Applied = {
  outcome: Outcome;
  receipt?: string;
  invoiceId?: string;
  accountId?: string;
  proposals?: CompletedProposal[];
};

/** The PaymentIntent an event is about, for the events that can change a card payment. */
function paymentOfEvent(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
  if (object.object === 'payment_intent') return object.id ?? null;
  if (['charge', 'refund', 'dispute', 'checkout.session'].includes(object.object ?? ''))
    return idOf(object.payment_intent ?? null);
  return null;
}

export async function applyCardEvent(sql: postgres.Sql, event: Stripe.Event): Promise<Outcome> {
  const connected = event.account;
  if (!connected) return 'ignored';
  if (event.type === 'account.updated') return accountUpdated(sql, event, connected);
  const paymentId = paymentOfEvent(event);
  if (!paymentId) return 'ignored';
  // Read before the lock, so no database connection waits on the provider: the merge below makes
  // an older reading applied after a newer one harmless.
  const read = await cardPayments().readPayment(connected, paymentId);
  if (!read || (!read.metadata.invoice_id && !read.metadata.order_id)) return 'ignored';
  let payment = read;
  const applied = await sql.begin(async (tx): Promise<Applied> => {
    // A gallery order's payment names the order: paying it issues its invoice, in this transaction.
    const orderId = read.metadata.invoice_id ? undefined : read.metadata.order_id;
    if (orderId) {
      const order = await invoiceOfOrder(tx, connected, orderId, read.status === 'succeeded');
      if (!order) return { outcome: 'ignored' };
      payment = {
        ...read,
        metadata: { ...read.metadata, invoice_id: order.invoiceId, instalment_id: order.instalmentId ?? '' },
      };
    }
    const invoiceId = payment.metadata.invoice_id!;
    // Locked, so the events of one invoice apply one after the other. Only an invoice of the
    // studio whose account sent the event: another account's metadata cannot reach it.
    const [invoice] = await tx<Invoice[]>`
      select i.id, i.account_id as "accountId", i.author_id as "authorId", i.session_id as "sessionId"
      from invoices i join payment_accounts a on a.account_id = i.account_id
      where i.id = ${invoiceId} and a.stripe_account_id = ${connected} and i.status <> 'draft'
      for update of i`;
    if (!invoice) return { outcome: 'ignored' };
    // A replay may be Stripe retrying after a receipt failed to queue: it asks for the receipt again.
    if (!(await fresh(tx, event)))
      return { outcome: 'replayed', receipt: await completedPayment(tx, payment.id), invoiceId };
    const receipt = await recordPayment(tx, invoice, payment);
    await storeInvoicePayments(tx, invoice.id);
    // Refunded in full (or a dispute lost): a gallery order's purchases are locked again.
    await settleOrderRefund(tx, invoice.id);
    // A payment that has just succeeded with a card kept for later: its next instalments are
    // charged to it, queued with the payment so neither exists without the other.
    if (receipt && payment.savedCard)
      await keepSavedCard(tx, invoice.id, payment.metadata.instalment_id ?? null, payment.savedCard);
    // A deposit paid may be a proposal's last step: it completes with the payment.
    const proposals = receipt ? await completeInvoiceProposals(tx, invoice.accountId, invoice.id, Date.now()) : [];
    return { outcome: 'applied', receipt, invoiceId, accountId: invoice.accountId, proposals };
  });
  for (const completed of applied.proposals ?? []) await mailProposalCompleted(sql, applied.accountId!, completed);
  // After the commit, so the receipt reads the invoice as paid. The job mails it once per payment
  // (functions/lib/invoicing/invoice-messages.ts), however often it is queued.
  if (applied.receipt && applied.invoiceId) {
    await enqueue(
      'invoice-receipt',
      { invoiceId: applied.invoiceId, paymentId: applied.receipt, amount: payment.amount },
      { singletonKey: applied.receipt },
    );
  }
  return applied.outcome;
}

const completedPayment = async (tx: Tx, providerPaymentId: string): Promise<string | undefined> =>
  (
    await tx<{ id: string }[]>`
      select id from payments where provider_payment_id = ${providerPaymentId} and status = 'completed'`
  )[0]?.id;

const fresh = async (tx: Tx | postgres.Sql, event: Stripe.Event): Promise<boolean> =>
  (
    await tx`
      insert into private.card_payment_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing returning id`
  ).length > 0;

async function accountUpdated(sql: postgres.Sql, event: Stripe.Event, connected: string): Promise<Outcome> {
  const account = await cardPayments().readAccount(connected);
  return sql.begin(async (tx): Promise<Outcome> => {
    const [known] = await tx`select 1 from payment_accounts where stripe_account_id = ${connected} for update`;
    if (!known) return 'ignored';
    if (!(await fresh(tx, event))) return 'replayed';
    await tx`
      update payment_accounts set charges_enabled = ${account.chargesEnabled},
        details_submitted = ${account.detailsSubmitted}, updated_at = private.now_ms()
      where stripe_account_id = ${connected}`;
    return 'applied';
  });
}

const succeeded = (status: PaymentStatus | undefined) => status === 'completed' || status === 'refunded';

const disputeRank = (dispute: Dispute): number => (dispute === null ? 0 : dispute === 'open' ? 1 : 2);

/** The payment row's new state: the provider's, never behind what is stored. */
function merged(stored: Stored | undefined, payment: ProviderPayment) {
  const dispute =
    stored && disputeRank(stored.dispute) > disputeRank(payment.dispute) ? stored.dispute : payment.dispute;
  const paid = payment.status === 'succeeded' || succeeded(stored?.status);
  // A lost dispute takes the money back as a refund would.
  const amountRefunded = Math.min(
    payment.amount,
    Math.max(stored?.amountRefunded ?? 0, payment.amountRefunded, dispute === 'lost' ? payment.amount : 0),
  );
  const status: PaymentStatus = paid
    ? amountRefunded === payment.amount
      ? 'refunded'
      : 'completed'
    : payment.status === 'pending'
      ? 'pending'
      : 'failed';
  return { status, amountRefunded, dispute };
}

/** Stores the payment's state, found again by the provider's id; answers its row's id when it has just succeeded. */
async function recordPayment(tx: Tx, invoice: Invoice, payment: ProviderPayment): Promise<string | undefined> {
  const [stored] = await tx<Stored[]>`
    select id, status, amount_refunded::float8 as "amountRefunded", dispute
    from payments where provider_payment_id = ${payment.id}`;
  const next = merged(stored, payment);
  const id = stored?.id ?? newId();
  if (stored) {
    await tx`
      update payments set status = ${next.status}, amount_refunded = ${next.amountRefunded}, dispute = ${next.dispute}
      where id = ${stored.id}`;
    // A declined card leaves nothing paid and nothing recorded; the client may try again.
  } else if (next.status !== 'failed') {
    const [instalment] = await tx<{ id: string }[]>`
      select id from invoice_instalments
      where id = ${payment.metadata.instalment_id ?? ''} and invoice_id = ${invoice.id}`;
    await tx`
      insert into payments (id, account_id, author_id, session_id, invoice_id, instalment_id, date, amount, method,
                            status, provider_payment_id, amount_refunded, dispute)
      values (${id}, ${invoice.accountId}, ${invoice.authorId}, ${invoice.sessionId}, ${invoice.id},
              ${instalment?.id ?? null}, ${payment.created}, ${payment.amount}, 'card', ${next.status}, ${payment.id},
              ${next.amountRefunded}, ${next.dispute})`;
  }
  return succeeded(next.status) && !succeeded(stored?.status) ? id : undefined;
}
