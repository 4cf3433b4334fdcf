// Autopay (docs/decisions/card-payments-through-the-studios-stripe.md, "Saved cards"): a client who
// pays an instalment and keeps the card, where the invoice allows it, has each later instalment
// still owed charged to that card on the morning of its due date, on the studio's clock. The
// webhook keeps the card and queues the charges in the transaction that records the payment; each
// charge looks again when it runs, and the webhook records what the provider says, as for any
// card payment.
import type postgres from 'postgres';
import { studioTimeZone } from '@core/domain/studio-time';
import type { SavedCard } from './card-payments-types';
import { cardPayments } from './card-payments';
import { reminderInstant } from '../invoicing/invoice-messages';
import { enqueue, type JobData } from '../queue';

type Tx = postgres.TransactionSql;

/**
 * Keeps the card a payment of `invoiceId` was made with for its next instalments, and queues a
 * charge of each instalment after `paidInstalmentId` still owed, once per instalment (its key).
 * Nothing when the invoice does not allow saved cards. Call it with the invoice row locked, after
 * its payments are stored.
 */
export async function keepSavedCard(
  tx: Tx,
  invoiceId: string,
  paidInstalmentId: string | null,
  card: SavedCard,
): Promise<void> {
  const [invoice] = await tx<{ accountId: string; studioSettings: Record<string, unknown> }[]>`
    select i.account_id as "accountId", a.settings as "studioSettings"
    from invoices i join accounts a on a.id = i.account_id
    where i.id = ${invoiceId} and i.status = 'issued' and i.allow_saved_card`;
  if (!invoice) return;
  await tx`
    insert into private.invoice_saved_cards (account_id, invoice_id, customer, payment_method)
    values (${invoice.accountId}, ${invoiceId}, ${card.customer}, ${card.paymentMethod})
    on conflict (account_id, invoice_id) do update
      set customer = excluded.customer, payment_method = excluded.payment_method, saved_at = excluded.saved_at,
          declined_at = null, decline_code = null`;
  const later = await tx<{ id: string; dueAt: number }[]>`
    select n.id, n.due_at::float8 as "dueAt" from invoice_instalments n
    where n.invoice_id = ${invoiceId} and n.amount > n.amount_paid
      and n.position > coalesce((select p.position from invoice_instalments p
                                   where p.id = ${paidInstalmentId} and p.invoice_id = ${invoiceId}), -1)
    order by n.position`;
  const timeZone = studioTimeZone(invoice.studioSettings);
  for (const instalment of later) {
    const data: JobData['instalment-charge'] = { invoiceId, instalmentId: instalment.id };
    await enqueue('instalment-charge', data, {
      startAfter: reminderInstant(instalment.dueAt, 0, timeZone),
      singletonKey: instalment.id,
      db: tx,
    });
  }
}

type Due = {
  accountId: string;
  connectedAccountId: string;
  currency: string;
  numberText: string;
  owed: number;
  customer: string;
  paymentMethod: string;
};

/**
 * The job `instalment-charge`: charges what is still owed of the instalment to the saved card,
 * unless the invoice was cancelled or no longer allows it, the instalment is paid, a payment is
 * being confirmed, the card was forgotten or the studio can no longer take cards. The webhook
 * records the payment; a decline records no payment (only when and why, beside the card), and
 * the reminders go on as for any unpaid instalment. The key makes a job delivered twice charge once.
 */
export async function chargeInstalment(tx: Tx, data: JobData['instalment-charge']): Promise<void> {
  const [due] = await tx<Due[]>`
    select i.account_id as "accountId", p.stripe_account_id as "connectedAccountId", i.currency,
           i.number_text as "numberText", (n.amount - n.amount_paid)::float8 as owed, c.customer,
           c.payment_method as "paymentMethod"
    from invoices i
      join accounts a on a.id = i.account_id
      join invoice_instalments n on n.account_id = i.account_id and n.invoice_id = i.id
      join private.invoice_saved_cards c on c.account_id = i.account_id and c.invoice_id = i.id
      join payment_accounts p on p.account_id = i.account_id
    where i.id = ${data.invoiceId} and n.id = ${data.instalmentId} and i.status = 'issued' and i.allow_saved_card
      and i.payment_status <> 'processing' and n.amount > n.amount_paid and p.charges_enabled
      and a.deletion_scheduled_at is null`;
  if (!due) return;
  const charged = await cardPayments().chargeSavedCard({
    connectedAccountId: due.connectedAccountId,
    card: { customer: due.customer, paymentMethod: due.paymentMethod },
    metadata: { account_id: due.accountId, invoice_id: data.invoiceId, instalment_id: data.instalmentId },
    amount: due.owed,
    currency: due.currency,
    description: due.numberText,
    idempotencyKey: `instalment-charge-${data.instalmentId}-${due.owed}`,
  });
  if (charged.outcome === 'declined') {
    await tx`
      update private.invoice_saved_cards set declined_at = private.now_ms(),
        decline_code = ${charged.declineCode ?? charged.code}
      where account_id = ${due.accountId} and invoice_id = ${data.invoiceId}`;
  }
}
