// Mail templates, which managers write in Settings → Mail templates: a name and a version per
// language. Deleting one a workflow's step sends leaves the step without a template (the
// database sets it to null), which the editor says before it deletes.
// The area's synced writes are in writes/mail-templates.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const mailTemplateQueries = {
  /** The studio's templates, by name. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').orderBy('name', 'asc').orderBy('id', 'asc'),
  ),
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.mailTemplates, ctx, accountId, 'manager').where('id', id).one(),
  ),
  /** The workflow steps that send a template: what deleting it takes from them. */
  steps: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.workflowSteps, ctx, accountId, 'manager').where('mailTemplateId', id),
  ),
};
