// Questionnaire templates, which managers build in the back office, and the questionnaires sent to
// clients, which the back office only reads: sending them and the client's answers go through the
// API (functions/questionnaires/), and the database keeps what was submitted.
// The area's synced writes are in writes/questionnaires.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const questionnaireQueries = {
  /** The studio's templates, by title. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').orderBy('title', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').where('id', id).one(),
  ),
};

export const questionnaireResponseQueries = {
  /** What a session's client was sent, oldest first. */
  bySession: defineQuery(z.extend(accountArgs, { sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('sentAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** Everything a customer was sent, latest first. */
  byCustomer: defineQuery(z.extend(accountArgs, { customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
      .where('customerId', customerId)
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc'),
  ),
};
