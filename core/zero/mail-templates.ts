// Mail templates, which managers write in Settings → Mail templates: a name and a version per
// language. Deleting one a workflow's step sends leaves the step without a template (the
// database sets it to null), which the editor says before it deletes.
// The area's synced writes are in writes/mail-templates.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { mailTemplateQueryArgs } from './query-args/mail-templates';
import { zql } from './schema';

export const mailTemplateQueries = {
  /** The studio's templates, by name. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof mailTemplateQueryArgs.list>) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof mailTemplateQueryArgs.byId>) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').where('id', id).one(),
  ),
  /** The workflow steps that send a template: what deleting it takes from them. */
  steps: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof mailTemplateQueryArgs.steps>) =>
    inStudio(zql.workflowSteps, ctx, accountId, 'manager').where('mailTemplateId', id),
  ),
};
