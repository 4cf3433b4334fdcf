// Questionnaire templates, which managers build in the back office, and the questionnaires sent to
// clients, which the back office only reads: sending them and the client's answers go through the
// API (functions/questionnaires/), and the database keeps what was submitted.
import { defineQuery } from '@rocicorp/zero';
import { entityId } from '../domain/ids';
import { createQuestionnaireArgs, deleteQuestionnaireArgs, updateQuestionnaireArgs } from '../domain/questionnaire';
import { accountArgs, assertMember, assertOwnRow, inStudio } from './access';
import { defineGuardedMutator } from './concurrency';
import { zql } from './schema';

export const questionnaireQueries = {
  /** The studio's templates, by title. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').orderBy('title', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.questionnaires, ctx, accountId, 'manager').where('id', id).one(),
  ),
};

export const questionnaireResponseQueries = {
  /** What a session's client was sent, oldest first. */
  bySession: defineQuery(accountArgs.extend({ sessionId: entityId }), ({ args: { accountId, sessionId }, ctx }) =>
    inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
      .where('sessionId', sessionId)
      .orderBy('sentAt', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** Everything a customer was sent, latest first. */
  byCustomer: defineQuery(accountArgs.extend({ customerId: entityId }), ({ args: { accountId, customerId }, ctx }) =>
    inStudio(zql.questionnaireResponses, ctx, accountId, 'manager')
      .where('customerId', customerId)
      .orderBy('sentAt', 'desc')
      .orderBy('id', 'desc'),
  ),
};

export const questionnaireMutators = {
  create: defineGuardedMutator(createQuestionnaireArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const now = Date.now();
    await tx.mutate.questionnaires.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  update: defineGuardedMutator(updateQuestionnaireArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.questionnaires.where('id', id).one()), 'manager');
    await tx.mutate.questionnaires.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /** What was sent keeps its copy of the form; the session types that named it send none from now on. */
  delete: defineGuardedMutator(deleteQuestionnaireArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.questionnaires.where('id', id).one()), 'manager');
    await tx.mutate.questionnaires.delete({ id });
  }),
};
