// Clients' orders from their galleries, as the back office reads them: managers and owners only
// (money). Orders are written by the server alone (checkout, the payment's events, marking sent
// through functions/gallery-orders/), so there are no mutators here.
import { defineQuery } from '@rocicorp/zero';
import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../domain/gallery-sales';
import { entityId } from '../domain/ids';
import { instant } from '../domain/session-time';
import { accountArgs, inStudio } from './access';
import { listWindow } from './customers';
import { zql } from './schema';

export const galleryOrderQueries = {
  /** The studio's orders, newest first, by status: the Orders page. */
  list: defineQuery(
    z.extend(accountArgs, { status: z.optional(z.enum(ORDER_STATUSES)), limit: listWindow }),
    ({ args: { accountId, status, limit }, ctx }) => {
      let q = inStudio(zql.galleryOrders, ctx, accountId, 'manager');
      if (status) q = q.where('status', status);
      return q.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).related('gallery');
    },
  ),
  /** One gallery's orders, newest first, with what each bought: the gallery's Orders tab and its sales. */
  byGallery: defineQuery(z.extend(accountArgs, { galleryId: entityId }), ({ args: { accountId, galleryId }, ctx }) =>
    inStudio(zql.galleryOrders, ctx, accountId, 'manager')
      .where('galleryId', galleryId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc').related('photo'))
      .related('invoice'),
  ),
  /** An order with its items (and their photos), its gallery and its invoice: the order's screen. */
  byId: defineQuery(z.extend(accountArgs, { id: entityId }), ({ args: { accountId, id }, ctx }) =>
    inStudio(zql.galleryOrders, ctx, accountId, 'manager')
      .where('id', id)
      .related('items', (items) => items.orderBy('position', 'asc').orderBy('id', 'asc').related('photo'))
      .related('gallery')
      .related('invoice')
      .one(),
  ),
  /** Paid orders whose prints are still to send, oldest first: Home's card. */
  toSend: defineQuery(z.extend(accountArgs, { limit: listWindow }), ({ args: { accountId, limit }, ctx }) =>
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
  paidSince: defineQuery(z.extend(accountArgs, { from: instant }), ({ args: { accountId, from }, ctx }) =>
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
