// Clients' orders from their galleries, as the back office reads them: managers and owners only
// (money). Orders are written by the server alone (checkout, the payment's events, marking sent
// through functions/gallery-orders/), so there are no mutators here.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { galleryOrderQueryArgs } from './query-args/gallery-orders';
import { zql } from './schema';

export const galleryOrderQueries = {
  /** The studio's orders, newest first, by status: the Orders page. */
  list: defineQuery(({ args: { accountId, status, limit }, ctx }: QueryOptions<typeof galleryOrderQueryArgs.list>) => {
    let q = inStudio(zql.galleryOrders, ctx, accountId, 'manager');
    if (status) q = q.where('status', status);
    return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('gallery');
  }),
  /** One gallery's orders, newest first, with what each bought: the gallery's Orders tab and its sales. */
  byGallery: defineQuery(
    ({ args: { accountId, galleryId }, ctx }: QueryOptions<typeof galleryOrderQueryArgs.byGallery>) =>
      inStudio(zql.galleryOrders, ctx, accountId, 'manager')
        .where('galleryId', galleryId)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc').related('photo'))
        .related('invoice'),
  ),
  /** An order with its items (and their photos), its gallery and its invoice: the order's screen. */
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof galleryOrderQueryArgs.byId>) =>
    inStudio(zql.galleryOrders, ctx, accountId, 'manager')
      .where('id', id)
      .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc').related('photo'))
      .related('gallery')
      .related('invoice')
      .one(),
  ),
  /** Paid orders whose prints are still to send, oldest first: Home's card. */
  toSend: defineQuery(({ args: { accountId, limit }, ctx }: QueryOptions<typeof galleryOrderQueryArgs.toSend>) =>
    inStudio(zql.galleryOrders, ctx, accountId, 'manager')
      .where('status', 'paid')
      .where('fulfilment', 'to_send')
      .orderBy('paidAt', 'asc')
      .orderBy('id', 'asc')
      .limit(limit),
  ),
  /**
   * Orders paid since `from` (refunded ones too: their refunds count against the revenue), with
   * their items, photos, galleries and invoices: what the sales figures are computed from.
   */
  paidSince: defineQuery(({ args: { accountId, from }, ctx }: QueryOptions<typeof galleryOrderQueryArgs.paidSince>) =>
    inStudio(zql.galleryOrders, ctx, accountId, 'manager')
      .where('status', 'IN', ['paid', 'refunded'])
      .where('paidAt', '>=', from)
      .orderBy('paidAt', 'desc')
      .orderBy('id', 'desc')
      .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc').related('photo'))
      .related('gallery')
      .related('invoice'),
  ),
};
