// The studio's shop setup, which managers write in Settings → Shop: price lists with their items
// and shipping zones, and coupons (docs/decisions/gallery-sales.md). Orders are the server's and
// never written here. Every row a mutator touches or names must be the caller's studio's:
// another studio's answers `not_found`, as a missing one does.
// The area's synced writes are in writes/shop.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { couponQueryArgs, priceListQueryArgs } from './query-args/shop';
import { zql } from './schema';

export const priceListQueries = {
  /** The studio's price lists by name, each with its items and zones (Settings counts them). */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof priceListQueryArgs.list>) =>
    inStudio(zql.priceLists, ctx, accountId, 'manager')
      .related('items')
      .related('zones')
      .orderBy('name', 'asc')
      .orderBy('id', 'asc'),
  ),
  /** One list with its items in order and its zones by name. */
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof priceListQueryArgs.byId>) =>
    inStudio(zql.priceLists, ctx, accountId, 'manager')
      .where('id', id)
      .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc'))
      .related('zones', (zones) => zones.orderBy('name', 'asc').orderBy('id', 'asc'))
      .one(),
  ),
};

export const couponQueries = {
  /** The studio's coupons by code. */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof couponQueryArgs.list>) =>
    inStudio(zql.coupons, ctx, accountId, 'manager').orderBy('code', 'asc').orderBy('id', 'asc'),
  ),
};
