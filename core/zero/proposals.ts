// Proposals, which the back office only reads: sending, renewing and withdrawing one, and the
// client's answers, go through the API (functions/proposals/). Each comes with its parts, so a
// session shows how far its client got: the quote accepted, the contract signed, the deposit paid.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { ZeroContext } from './context';
import type { proposalQueryArgs } from './query-args/proposals';
import { zql } from './schema';

/** A proposal with the rows its progress is read from. */
const withParts = (accountId: string, ctx: ZeroContext | undefined) =>
  inStudio(zql.proposals, ctx, accountId, 'manager')
    .related('quote')
    .related('invoice', (invoice) =>
      invoice.related('instalments', (instalments) => instalments.orderBy('position', 'asc').orderBy('id', 'asc')),
    )
    .related('contract')
    .related('questionnaireResponse');

export const proposalQueries = {
  /** A session's proposals, latest first: the one still open, or the last one, leads. */
  bySession: defineQuery(({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof proposalQueryArgs.bySession>) =>
    withParts(accountId, ctx).where('sessionId', sessionId).orderBy('sentAt', 'desc').orderBy('id', 'desc'),
  ),
  /** Everything a customer was proposed, latest first. */
  byCustomer: defineQuery(
    ({ args: { accountId, customerId }, ctx }: QueryOptions<typeof proposalQueryArgs.byCustomer>) =>
      withParts(accountId, ctx).where('customerId', customerId).orderBy('sentAt', 'desc').orderBy('id', 'desc'),
  ),
};
