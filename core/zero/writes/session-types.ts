// The session types a studio offers, picked when booking. Sessions keep a copy of the type's
// name, price and duration, so changing or deleting a type leaves every booked session as it was.
// The area's writes, kept apart from its reads (../session-types.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import { createSessionTypeArgs, deleteSessionTypeArgs, updateSessionTypeArgs } from '../../domain/session-type';
import { sessionTypeNamed } from '../../domain/session-type-name';
import type { ZeroContext } from '../context';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator, lockSessionTypeNames } from '../concurrency';
import { zql } from '../schema';
import { assertOwnPriceList } from './shop';

/** A column kept for scheduling rules the app does not offer yet; new types get its default, as the database would. */
const schedulingDefaults = { settings: {}, depositBp: 0 };

/**
 * Refuses a name another of the studio's types has, whatever its case and accents: booking
 * picks a saved type by the name typed, so two types of one name would make that a guess.
 */
async function assertNameFree(tx: Transaction, type: { id: string; accountId: string; name: string }) {
  await lockSessionTypeNames(tx, type.accountId);
  const saved = await tx.run(zql.sessionTypes.where('accountId', type.accountId).where('id', '!=', type.id));
  if (sessionTypeNamed(saved, type.name)) fail('session_type_exists');
}

/**
 * The questionnaire, contract template, workflow and price list a type names are of the type's
 * own studio (another studio's is `not_found`).
 */
async function assertOwnReferences(
  tx: Transaction,
  ctx: ZeroContext,
  accountId: string,
  refs: {
    questionnaireId?: string | null | undefined;
    contractTemplateId?: string | null | undefined;
    workflowId?: string | null | undefined;
    priceListId?: string | null | undefined;
  },
) {
  const own = (row: { accountId: string } | undefined) => {
    assertOwnRow(ctx, row, 'manager');
    if (row.accountId !== accountId) fail('not_found');
  };
  if (refs.questionnaireId) own(await tx.run(zql.questionnaires.where('id', refs.questionnaireId).one()));
  if (refs.contractTemplateId) own(await tx.run(zql.contractTemplates.where('id', refs.contractTemplateId).one()));
  if (refs.workflowId) own(await tx.run(zql.workflows.where('id', refs.workflowId).one()));
  await assertOwnPriceList(tx, accountId, refs.priceListId);
}

export const sessionTypeMutators = {
  create: defineGuardedMutator(createSessionTypeArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    await assertNameFree(tx, args);
    await assertOwnReferences(tx, ctx, args.accountId, args);
    await tx.mutate.sessionTypes.insert({ ...schedulingDefaults, ...args, authorId: ctx.userID });
  }),
  update: defineGuardedMutator(updateSessionTypeArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const sessionType = await tx.run(zql.sessionTypes.where('id', id).one());
    assertOwnRow(ctx, sessionType, 'manager');
    // A price or description change keeps the name, and needs no check (nor the lock it takes).
    if (changes.name !== undefined && changes.name !== sessionType.name) {
      await assertNameFree(tx, { ...sessionType, name: changes.name });
    }
    await assertOwnReferences(tx, ctx, sessionType.accountId, changes);
    await tx.mutate.sessionTypes.update({ id, ...changes });
  }),
  delete: defineGuardedMutator(deleteSessionTypeArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.sessionTypes.where('id', id).one()), 'manager');
    await tx.mutate.sessionTypes.delete({ id });
  }),
};
