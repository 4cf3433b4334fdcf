// Questionnaire templates, which managers build in the back office, and the questionnaires sent to
// clients, which the back office only reads: sending them and the client's answers go through the
// API (functions/questionnaires/), and the database keeps what was submitted.
// The area's writes, kept apart from its reads (../questionnaires.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import { createQuestionnaireArgs, deleteQuestionnaireArgs, updateQuestionnaireArgs } from '../../domain/questionnaire';
import { assertMember, assertOwnRow } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

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
