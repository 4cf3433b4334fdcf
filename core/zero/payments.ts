// Payments recorded against sessions and invoices. Every write re-derives what follows from the
// payments in the same transaction, with the rows locked on the server (the invoice first, then
// the session, as the card webhook does), so the stored totals are never stale: the session's
// paid amount and payment status (money.ts), the invoice's and its instalments' (invoice-payments.ts).
// The area's synced writes are in writes/payments.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { instant } from '../domain/session-time';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const paymentQueries = {
  /** Payments dated in [from, to), with their session and customer: the accountant's export. */
  inRange: defineQuery(
    z.extend(accountArgs, { from: instant, to: instant }),
    ({ args: { accountId, from, to }, ctx }) =>
      inStudio(zql.payments, ctx, accountId, 'manager')
        .where('date', '>=', from)
        .where('date', '<', to)
        .related('session', (session) => session.related('customer'))
        .orderBy('date', 'asc')
        .orderBy('id', 'asc'),
  ),
  /** The studio's currency setting (account_settings key `currency`); absent means the default. */
  currency: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.accountSettings, ctx, accountId).where('key', 'currency').one(),
  ),
  /** An invoice's payments, by card or by hand, oldest first: the invoice screen. */
  ofInvoice: defineQuery(z.extend(accountArgs, { invoiceId: entityId }), ({ args: { accountId, invoiceId }, ctx }) =>
    inStudio(zql.payments, ctx, accountId, 'manager')
      .where('invoiceId', invoiceId)
      .orderBy('date', 'asc')
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
};
