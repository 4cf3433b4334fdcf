// The pages of a studio's public site. Every member edits them; a page's path is unique in its
// studio (the database refuses a second one), and the menu follows their order.
// The area's synced writes are in writes/site-pages.ts.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { entityId } from '../domain/ids';
import { accountArgs, inStudio } from './access';
import { zql } from './schema';

export const sitePageQueries = {
  /** Every page of the studio, drafts too, in menu order. */
  list: defineQuery(accountArgs, ({ args: { accountId }, ctx }) =>
    inStudio(zql.pages, ctx, accountId).orderBy('order', 'asc').orderBy('id', 'asc'),
  ),
  one: defineQuery(z.object({ accountId: entityId, id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.pages, ctx, accountId).where('id', id).one(),
  ),
};
