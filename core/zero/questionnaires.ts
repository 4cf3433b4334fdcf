// Questionnaire templates, which managers build in the back office, and the questionnaires sent to
// clients, which the back office only reads: sending them and the client's answers go through the
// API (functions/questionnaires/), and the database keeps what was submitted.
// The area's synced writes are in writes/questionnaires.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { questionnaireQueryArgs, questionnaireResponseQueryArgs } from './query-args/questionnaires';
import { zql } from './schema';

export const questionnaireQueries = {
  /** The studio's templates, by title. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof questionnaireQueryArgs.list>) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').orderBy('title', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof questionnaireQueryArgs.byId>) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').where('id', id).one(),
  ),
};

export const questionnaireResponseQueries = {
  /** What a session's client was sent, oldest first. */
  bySession: defineQuery(
    ({ args: { accountId, sessionId }, ctx }: QueryOptions<typeof questionnaireResponseQueryArgs.bySession>) =>
      inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
        .where('sessionId', sessionId)
        .orderBy('sentAt', 'asc')
        .orderBy('id', 'asc'),
  ),
  /** Everything a customer was sent, latest first. */
  byCustomer: defineQuery(
    ({ args: { accountId, customerId }, ctx }: QueryOptions<typeof questionnaireResponseQueryArgs.byCustomer>) =>
      inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
        .where('customerId', customerId)
        .orderBy('sentAt', 'desc')
        .orderBy('id', 'desc'),
  ),
};
