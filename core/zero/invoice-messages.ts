// What was mailed to a client about an invoice and when (the invoice, reminders, receipts): the
// server's jobs write it, the invoice screen shows it. Money, so managers and owners only.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { invoiceMessageQueryArgs } from './query-args/invoice-messages';
import { zql } from './schema';

export const invoiceMessageQueries = {
  /** The messages of one invoice, oldest first. */
  ofInvoice: defineQuery(
    ({ args: { accountId, invoiceId }, ctx }: QueryOptions<typeof invoiceMessageQueryArgs.ofInvoice>) =>
      inStudio(zql.invoiceMessages, ctx, accountId, 'manager')
        .where('invoiceId', invoiceId)
        .orderBy('sentAt', 'asc')
        .orderBy('id', 'asc'),
  ),
};
