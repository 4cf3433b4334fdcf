// Proposals, which the back office only reads: sending, renewing and withdrawing one, and the
// client's answers, go through the API (functions/proposals/). Each comes with its parts, so a
// session shows how far its client got: the quote accepted, the contract signed, the deposit paid.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import type { ZeroContext } from './context';
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
  bySession: defineQuery(z.extend(accountArgs, { sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    withParts(accountId, ctx).where('sessionId', sessionId).orderBy('sentAt', 'desc').orderBy('id', 'desc'),
  ),
  /** Everything a customer was proposed, latest first. */
  byCustomer: defineQuery(z.extend(accountArgs, { customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    withParts(accountId, ctx).where('customerId', customerId).orderBy('sentAt', 'desc').orderBy('id', 'desc'),
  ),
};
