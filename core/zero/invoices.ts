// Quotes and invoices while they are drafts: managers and owners only (money). Every change to
// a line recomputes that line's net and tax and the document's totals in the same transaction,
// with the document locked on the server. Nothing here sends, issues or cancels a document, nor
// touches one that left `draft`: that is the API's work (functions/invoices/), and the database
// refuses the rest (docs/decisions/invoices-that-never-change.md).
// The area's synced writes are in writes/invoices.ts.
import { defineQuery } from '@rocicorp/zero';
import type { invoiceStatuses, quoteStatuses } from '../domain/invoice-values';
import { inStudio, type QueryOptions } from './access';
import type { invoiceQueryArgs, quoteQueryArgs } from './query-args/invoices';
import { zql } from './schema';

export const quoteQueries = {
  /** Latest first, with their customers: the quotes list. */
  list: defineQuery(
    ({ args: { accountId, status, customerId, limit }, ctx }: QueryOptions<typeof quoteQueryArgs.list>) => {
      let q = inStudio(zql.quotes, ctx, accountId, 'manager');
      if (status) q = q.where('status', status as (typeof quoteStatuses)[number]);
      if (customerId) q = q.where('customerId', customerId);
      return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('customer');
    },
  ),
  /** A session's quotes, oldest first: the session's documents. */
  bySession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof quoteQueryArgs.bySession>) =>
    inStudio(zql.quotes, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof quoteQueryArgs.byId>) =>
    inStudio(zql.quotes, ctx, accountId, 'manager')
      .where('id', id)
      .related('customer')
      .related('session')
      .related('lines', (lines) => lines.orderBy('position', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
};

export const invoiceQueries = {
  list: defineQuery(
    ({ args: { accountId, status, customerId, limit }, ctx }: QueryOptions<typeof invoiceQueryArgs.list>) => {
      let q = inStudio(zql.invoices, ctx, accountId, 'manager');
      if (status) q = q.where('status', status as (typeof invoiceStatuses)[number]);
      if (customerId) q = q.where('customerId', customerId);
      return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('customer');
    },
  ),
  /** A session's invoices, oldest first: the session's documents. */
  bySession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof invoiceQueryArgs.bySession>) =>
    inStudio(zql.invoices, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof invoiceQueryArgs.byId>) =>
    inStudio(zql.invoices, ctx, accountId, 'manager')
      .where('id', id)
      .related('customer')
      .related('session')
      .related('corrects')
      .related('lines', (lines) => lines.orderBy('position', 'asc').orderBy('id', 'asc'))
      .related('instalments', (instalments) => instalments.orderBy('position', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
  /** The studio's invoicing profile (account_settings key `invoicing`), read with readInvoicingSettings. */
  settings: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof invoiceQueryArgs.settings>) =>
    inStudio(zql.accountSettings, ctx, accountId).where('key', 'invoicing').one(),
  ),
};
