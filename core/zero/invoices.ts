// Quotes and invoices while they are drafts: managers and owners only (money). Every change to
// a line recomputes that line's net and tax and the document's totals in the same transaction,
// with the document locked on the server. Nothing here sends, issues or cancels a document, nor
// touches one that left `draft`: that is the API's work (functions/invoices/), and the database
// refuses the rest (docs/decisions/invoices-that-never-change.md).
// The area's synced writes are in writes/invoices.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { invoiceStatuses, quoteStatuses } from '../domain/invoice-values';
import { accountArgs, inStudio } from './access';
import { listWindow } from './customers';
import { zql } from './schema';

const listArgs = (statuses: readonly [string, ...string[]]) =>
  z.extend(accountArgs, { status: z.optional(z.enum(statuses)), customerId: z.optional(entityId), limit: listWindow });
const sessionArgs = z.extend(accountArgs, { sessionId: entityId });

export const quoteQueries = {
  /** Latest first, with their customers: the quotes list. */
  list: defineQuery(listArgs(quoteStatuses), ({ args: { accountId, status, customerId, limit }, ctx }) => {
    let q = inStudio(zql.quotes, ctx, accountId, 'manager');
    if (status) q = q.where('status', status as (typeof quoteStatuses)[number]);
    if (customerId) q = q.where('customerId', customerId);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('customer');
  }),
  /** A session's quotes, oldest first: the session's documents. */
  bySession: defineQuery(sessionArgs, ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.quotes, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.quotes, ctx, accountId, 'manager')
      .where('id', id)
      .related('customer')
      .related('session')
      .related('lines', (lines) => lines.orderBy('position', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
};

export const invoiceQueries = {
  list: defineQuery(listArgs(invoiceStatuses), ({ args: { accountId, status, customerId, limit }, ctx }) => {
    let q = inStudio(zql.invoices, ctx, accountId, 'manager');
    if (status) q = q.where('status', status as (typeof invoiceStatuses)[number]);
    if (customerId) q = q.where('customerId', customerId);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('customer');
  }),
  /** A session's invoices, oldest first: the session's documents. */
  bySession: defineQuery(sessionArgs, ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.invoices, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
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
  settings: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.accountSettings, ctx, accountId).where('key', 'invoicing').one(),
  ),
};
