// Mail templates, which managers write in Settings → Mail templates: a name and a version per
// language. Deleting one a workflow's step sends leaves the step without a template (the
// database sets it to null), which the editor says before it deletes.
import { defineQuery } from '@rocicorp/zero';
import { entityId } from '../domain/ids';
import { createMailTemplateArgs, deleteMailTemplateArgs, updateMailTemplateArgs } from '../domain/mail-template';
import { accountArgs, assertMember, assertOwnRow, inStudio } from './access';
import { defineGuardedMutator } from './concurrency';
import { zql } from './schema';

export const mailTemplateQueries = {
  /** The studio's templates, by name. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').where('id', id).one(),
  ),
  /** The workflow steps that send a template: what deleting it takes from them. */
  steps: defineQuery(accountArgs.extend({ id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.workflowSteps, ctx, accountId, 'manager').where('mailTemplateId', id),
  ),
};

export const mailTemplateMutators = {
  create: defineGuardedMutator(createMailTemplateArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const now = Date.now();
    await tx.mutate.mailTemplates.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  update: defineGuardedMutator(updateMailTemplateArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    assertOwnRow(ctx, await tx.run(zql.mailTemplates.where('id', id).one()), 'manager');
    await tx.mutate.mailTemplates.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(deleteMailTemplateArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.mailTemplates.where('id', id).one()), 'manager');
    await tx.mutate.mailTemplates.delete({ id });
  }),
};
