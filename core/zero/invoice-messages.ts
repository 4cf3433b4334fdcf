// What was mailed to a client about an invoice and when (the invoice, reminders, receipts): the
// server's jobs write it, the invoice screen shows it. Money, so managers and owners only.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const invoiceMessageQueries = {
  /** The messages of one invoice, oldest first. */
  ofInvoice: defineQuery(z.extend(accountArgs, { invoiceId: entityId }), ({ args: { accountId, invoiceId }, ctx }) =>
    inStudio(zql.invoiceMessages, ctx, accountId, 'manager')
      .where('invoiceId', invoiceId)
      .orderBy('sentAt', 'asc')
      .orderBy('id', 'asc'),
  ),
};
