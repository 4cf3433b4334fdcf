// The pages of a studio's public site. Every member edits them; a page's path is unique in its
// studio (the database refuses a second one), and the menu follows their order.
// The area's synced writes are in writes/site-pages.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { sitePageQueryArgs } from './query-args/site-pages';
import { zql } from './schema';

export const sitePageQueries = {
  /** Every page of the studio, drafts too, in menu order. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof sitePageQueryArgs.list>) =>
    inStudio(zql.pages, ctx, accountId).orderBy('order', 'asc').orderBy('id', 'asc'),
  ),
  one: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof sitePageQueryArgs.one>) =>
    inStudio(zql.pages, ctx, accountId).where('id', id).one(),
  ),
};
