// Payments recorded against sessions and invoices. Every write re-derives what follows from the
// payments in the same transaction, with the rows locked on the server (the invoice first, then
// the session, as the card webhook does), so the stored totals are never stale: the session's
// paid amount and payment status (money.ts), the invoice's and its instalments' (invoice-payments.ts).
// The area's synced writes are in writes/payments.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { paymentQueryArgs } from './query-args/payments';
import { zql } from './schema';

export const paymentQueries = {
  /** Payments dated in [from, to), with their session and customer: the accountant's export. */
  inRange: defineQuery(({ args: { accountId, from, to }, ctx }: QueryOptions<typeof paymentQueryArgs.inRange>) =>
    inStudio(zql.payments, ctx, accountId, 'manager')
      .where('date', '>=', from)
      .where('date', '<', to)
      .related('session', (session) => session.related('customer'))
      .orderBy('date', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** The studio's currency setting (account_settings key `currency`); absent means the default. */
  currency: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof paymentQueryArgs.currency>) =>
    inStudio(zql.accountSettings, ctx, accountId).where('key', 'currency').one(),
  ),
  /** An invoice's payments, by card or by hand, oldest first: the invoice screen. */
  ofInvoice: defineQuery(({ args: { accountId, invoiceId }, ctx }: QueryOptions<typeof paymentQueryArgs.ofInvoice>) =>
    inStudio(zql.payments, ctx, accountId, 'manager')
      .where('invoiceId', invoiceId)
      .orderBy('date', 'asc')
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
};
