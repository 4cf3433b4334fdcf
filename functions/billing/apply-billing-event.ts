// What a verified billing event changes: the studio's state in account_billing and its invoices
// in billing_invoices. The event's id is recorded in the transaction that applies it, so a replay
// finds it and changes nothing; an event for a customer that is no studio's changes nothing
// either, and is not recorded.
import type postgres from 'postgres';
import type Stripe from 'stripe';
import { readCurrency } from '@core/domain/currency';
import { DAY_MS } from '@core/domain/revenue';
import { billingCurrencyOf, utcDate, type BillingStatus } from '@core/domain/usage';
import { billing } from '../lib/billing/billing';
import { idOf } from '../lib/stripe-client';
import { chosenCurrency } from '../lib/billing/studio-currency';
import { invoiceRow } from './invoice-row';

type Tx = postgres.TransactionSql;
type Studio = { accountId: string; subscriptionId: string | null; status: BillingStatus; currency: unknown };

export type Outcome = 'applied' | 'replayed' | 'ignored';

/** The customer an event is about, for the events that change anything; undefined for the rest. */
function customerOf(event: Stripe.Event): string | null | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
      return event.data.object.mode === 'setup' ? idOf(event.data.object.customer) : undefined;
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return idOf(event.data.object.customer);
    case 'customer.subscription.deleted':
      return idOf(event.data.object.customer);
    default:
      return undefined;
  }
}

export async function applyBillingEvent(sql: postgres.Sql, event: Stripe.Event, now = Date.now()): Promise<Outcome> {
  const customerId = customerOf(event);
  if (!customerId) return 'ignored';
  return sql.begin(async (tx): Promise<Outcome> => {
    // Locked, so two events of one studio apply one after the other.
    const [studio] = await tx<Studio[]>`
      select b.account_id as "accountId", b.subscription_id as "subscriptionId", b.status,
             ${chosenCurrency(tx)} as currency
      from account_billing b join accounts a on a.id = b.account_id
      where b.customer_id = ${customerId}
      for update of b`;
    if (!studio) return 'ignored';
    const [fresh] = await tx`
      insert into private.billing_events (id, type) values (${event.id}, ${event.type})
      on conflict (id) do nothing returning id`;
    if (!fresh) return 'replayed';
    await apply(tx, studio, event, now);
    return 'applied';
  });
}

async function apply(tx: Tx, studio: Studio, event: Stripe.Event, now: number): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return cardAdded(tx, studio, event.data.object, now);
    case 'invoice.finalized':
      return saveInvoice(tx, studio, event.data.object);
    case 'invoice.paid':
      await saveInvoice(tx, studio, event.data.object);
      await tx`update account_billing set status = 'active', updated_at = private.now_ms()
        where account_id = ${studio.accountId} and status = 'past_due'`;
      return;
    case 'invoice.payment_failed':
      await saveInvoice(tx, studio, event.data.object);
      await tx`update account_billing set status = 'past_due', updated_at = private.now_ms()
        where account_id = ${studio.accountId} and status = 'active'`;
      return;
    case 'customer.subscription.deleted':
      // Only the studio's current subscription: an older one ending changes nothing now.
      await tx`update account_billing set status = 'cancelled', subscription_id = null, updated_at = private.now_ms()
        where account_id = ${studio.accountId} and subscription_id = ${event.data.object.id}`;
      return;
  }
}

/**
 * A card on file makes the studio pay as it goes, from the next day it reports; an unpaid invoice
 * stays unpaid until billing says it is paid, whatever card comes.
 */
async function cardAdded(tx: Tx, studio: Studio, session: Stripe.Checkout.Session, now: number): Promise<void> {
  const { card, subscriptionId } = await billing().completeCardSetup(session, {
    subscriptionId: studio.subscriptionId,
    currency: billingCurrencyOf(readCurrency(studio.currency).code),
  });
  const yesterday = utcDate(now - DAY_MS);
  await tx`
    update account_billing set
      card_brand = coalesce(${card?.brand ?? null}, card_brand),
      card_last4 = coalesce(${card?.last4 ?? null}, card_last4),
      subscription_id = ${subscriptionId},
      status = case when status = 'past_due' then 'past_due' else 'active' end,
      reported_through = case when status in ('active', 'past_due') and reported_through is not null
                              then reported_through else ${yesterday}::date end,
      updated_at = private.now_ms()
    where account_id = ${studio.accountId}`;
}

async function saveInvoice(tx: Tx, studio: Studio, invoice: Stripe.Invoice): Promise<void> {
  const row = invoiceRow(invoice);
  // Events can come out of order (a `finalized` after its `paid`): a settled invoice stays settled.
  await tx`
    insert into billing_invoices as i (id, account_id, number, status, currency, total, period_start, period_end, pdf_url)
    values (${row.id}, ${studio.accountId}, ${row.number}, ${row.status}, ${row.currency}, ${row.total},
            ${row.periodStart}, ${row.periodEnd}, ${row.pdfUrl})
    on conflict (id) do update set
      number = excluded.number, currency = excluded.currency, total = excluded.total,
      period_start = excluded.period_start, period_end = excluded.period_end,
      pdf_url = coalesce(excluded.pdf_url, i.pdf_url),
      status = case when i.status in ('paid', 'void', 'uncollectible') and excluded.status in ('draft', 'open')
                    then i.status else excluded.status end
    where i.account_id = excluded.account_id`;
}
