// Mail templates, which managers write in Settings → Mail templates: a name and a version per
// language. Deleting one a workflow's step sends leaves the step without a template (the
// database sets it to null), which the editor says before it deletes.
// The area's writes, kept apart from its reads (../mail-templates.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import { createMailTemplateArgs, deleteMailTemplateArgs, updateMailTemplateArgs } from '../../domain/mail-template';
import { assertMember, assertOwnRow } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

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
