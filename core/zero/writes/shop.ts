// The studio's shop setup, which managers write in Settings → Shop: price lists with their items
// and shipping zones, and coupons (docs/decisions/gallery-sales.md). Orders are the server's and
// never written here. Every row a mutator touches or names must be the caller's studio's:
// another studio's answers `not_found`, as a missing one does.
// The area's writes, kept apart from its reads (../shop.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Row, Transaction } from '@rocicorp/zero';
import {
  addPriceListItemArgs,
  addShippingZoneArgs,
  couponProblem,
  createCouponArgs,
  createPriceListArgs,
  deleteCouponArgs,
  deletePriceListArgs,
  deletePriceListItemArgs,
  deleteShippingZoneArgs,
  itemGroup,
  itemProblem,
  movePriceListItemArgs,
  renamePriceListArgs,
  setExtraPhotoPriceArgs,
  updateCouponArgs,
  updatePriceListItemArgs,
  updateShippingZoneArgs,
} from '../../domain/price-list';
import { sessionTypeNamed } from '../../domain/session-type-name';
import { assertMember, assertOwnRow, fail } from '../access';
import type { ZeroContext } from '../context';
import { defineGuardedMutator, lockCouponCodes } from '../concurrency';
import { zql, type schema } from '../schema';

/** A list's items in order: by position, then by id for items that share one. */
const itemsOf = (priceListId: string) =>
  zql.priceListItems.where('priceListId', priceListId).orderBy('position', 'asc').orderBy('id', 'asc');

/** A row of the shop the caller manages, or `not_found` / `forbidden`. */
function managed<R extends { accountId: string }>(ctx: ZeroContext, row: R | undefined): R {
  assertOwnRow(ctx, row, 'manager');
  return row;
}

const ownPriceList = async (tx: Transaction, ctx: ZeroContext, id: string) =>
  managed(ctx, await tx.run(zql.priceLists.where('id', id).one()));
const ownItem = async (tx: Transaction, ctx: ZeroContext, id: string) =>
  managed(ctx, await tx.run(zql.priceListItems.where('id', id).one()));
const ownZone = async (tx: Transaction, ctx: ZeroContext, id: string) =>
  managed(ctx, await tx.run(zql.shippingZones.where('id', id).one()));
const ownCoupon = async (tx: Transaction, ctx: ZeroContext, id: string) =>
  managed(ctx, await tx.run(zql.coupons.where('id', id).one()));

/**
 * Refuses a code another of the studio's coupons has (the database's unique key would refuse it
 * too, but with no code a person could read). Two managers naming coupons at once take turns.
 */
async function assertCodeFree(tx: Transaction, coupon: { id: string; accountId: string; code: string }) {
  await lockCouponCodes(tx, coupon.accountId);
  const taken = await tx.run(
    zql.coupons.where('accountId', coupon.accountId).where('code', coupon.code).where('id', '!=', coupon.id).one(),
  );
  if (taken) fail('coupon_code_taken');
}

/** The saved item's fields the checks read (optional columns read as null). */
const itemShape = (item: Parameters<typeof itemProblem>[0] | Row<typeof schema.tables.priceListItems>) => ({
  kind: item.kind,
  size: item.size ?? null,
  widthMm: item.widthMm ?? null,
  heightMm: item.heightMm ?? null,
});

/** A price list a gallery or a session type names is its own studio's (another's is `not_found`). */
export async function assertOwnPriceList(tx: Transaction, accountId: string, priceListId: string | null | undefined) {
  if (!priceListId) return;
  const list = await tx.run(zql.priceLists.where('id', priceListId).one());
  if (list?.accountId !== accountId) fail('not_found');
}

/**
 * A gallery made for a session starts with its session type's package (the type its name names):
 * given to a session, a gallery that sells nothing yet takes the type's price list and included
 * photos. One that already has a package keeps its own.
 */
export async function startWithTypePackage(tx: Transaction, accountId: string, galleryId: string, typeName: string) {
  const gallery = await tx.run(zql.galleries.where('id', galleryId).one());
  if (!gallery || gallery.priceListId || gallery.includedPhotos) return;
  const type = sessionTypeNamed(await tx.run(zql.sessionTypes.where('accountId', accountId)), typeName);
  if (!type?.priceListId && !type?.includedPhotos) return;
  await tx.mutate.galleries.update({
    id: galleryId,
    priceListId: type.priceListId ?? null,
    includedPhotos: type.includedPhotos ?? null,
  });
}

export const priceListMutators = {
  create: defineGuardedMutator(createPriceListArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const now = Date.now();
    await tx.mutate.priceLists.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  rename: defineGuardedMutator(renamePriceListArgs, async ({ tx, ctx, args: { id, name } }) => {
    await ownPriceList(tx, ctx, id);
    await tx.mutate.priceLists.update({ id, name, updatedAt: Date.now() });
  }),
  setExtraPhotoPrice: defineGuardedMutator(
    setExtraPhotoPriceArgs,
    async ({ tx, ctx, args: { id, extraPhotoPrice } }) => {
      await ownPriceList(tx, ctx, id);
      await tx.mutate.priceLists.update({ id, extraPhotoPrice, updatedAt: Date.now() });
    },
  ),
  /** Its items and zones go with it; the galleries and session types selling from it sell nothing. */
  delete: defineGuardedMutator(deletePriceListArgs, async ({ tx, ctx, args: { id } }) => {
    await ownPriceList(tx, ctx, id);
    await tx.mutate.priceLists.delete({ id });
  }),
  /** A new item after the list's last. */
  addItem: defineGuardedMutator(addPriceListItemArgs, async ({ tx, ctx, args: { id, priceListId, ...fields } }) => {
    const list = await ownPriceList(tx, ctx, priceListId);
    if (itemProblem(fields) !== undefined) fail('invalid_input');
    const items = await tx.run(itemsOf(priceListId));
    const position = items.reduce((last, item) => Math.max(last, item.position + 1), 0);
    const now = Date.now();
    await tx.mutate.priceListItems.insert({
      ...fields,
      id,
      priceListId,
      position,
      accountId: list.accountId,
      authorId: ctx.userID,
      createdAt: now,
      updatedAt: now,
    });
  }),
  /** Changes some of an item's fields; the item as it would be saved must still fit together. */
  updateItem: defineGuardedMutator(updatePriceListItemArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const item = await ownItem(tx, ctx, id);
    if (itemProblem({ ...itemShape(item), ...changes }) !== undefined) fail('invalid_input');
    await tx.mutate.priceListItems.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /**
   * Swaps the item with its neighbour of the same group (digital items and prints are listed
   * apart); the ends stay where they are. Positions are renumbered in order.
   */
  moveItem: defineGuardedMutator(movePriceListItemArgs, async ({ tx, ctx, args: { id, by } }) => {
    const item = await ownItem(tx, ctx, id);
    const items = [...(await tx.run(itemsOf(item.priceListId)))];
    const group = itemGroup(item.kind);
    const from = items.findIndex((candidate) => candidate.id === id);
    const indexed = items.map((candidate, index) => [candidate, index] as const);
    const ahead = by < 0 ? indexed.slice(0, from).reverse() : indexed.slice(from + 1);
    const to = ahead.find(([candidate]) => itemGroup(candidate.kind) === group)?.[1];
    if (to === undefined) return;
    [items[from], items[to]] = [items[to]!, items[from]!];
    const now = Date.now();
    for (const [position, moved] of items.entries()) {
      if (moved.position !== position)
        await tx.mutate.priceListItems.update({ id: moved.id, position, updatedAt: now });
    }
  }),
  /** Orders keep what they bought (their lines copy the item). */
  deleteItem: defineGuardedMutator(deletePriceListItemArgs, async ({ tx, ctx, args: { id } }) => {
    await ownItem(tx, ctx, id);
    await tx.mutate.priceListItems.delete({ id });
  }),
  addZone: defineGuardedMutator(addShippingZoneArgs, async ({ tx, ctx, args: { id, priceListId, ...fields } }) => {
    const list = await ownPriceList(tx, ctx, priceListId);
    const now = Date.now();
    await tx.mutate.shippingZones.insert({
      ...fields,
      id,
      priceListId,
      accountId: list.accountId,
      authorId: ctx.userID,
      createdAt: now,
      updatedAt: now,
    });
  }),
  updateZone: defineGuardedMutator(updateShippingZoneArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    await ownZone(tx, ctx, id);
    await tx.mutate.shippingZones.update({ id, ...changes, updatedAt: Date.now() });
  }),
  deleteZone: defineGuardedMutator(deleteShippingZoneArgs, async ({ tx, ctx, args: { id } }) => {
    await ownZone(tx, ctx, id);
    await tx.mutate.shippingZones.delete({ id });
  }),
};

export const couponMutators = {
  create: defineGuardedMutator(createCouponArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    if (couponProblem(args) !== undefined) fail('invalid_input');
    await assertCodeFree(tx, args);
    const now = Date.now();
    await tx.mutate.coupons.insert({ ...args, authorId: ctx.userID, createdAt: now, updatedAt: now });
  }),
  /** Changes some of a coupon's fields; sending one discount with the other as null switches its kind. */
  update: defineGuardedMutator(updateCouponArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const coupon = await ownCoupon(tx, ctx, id);
    const discount = {
      percentOffBp: coupon.percentOffBp ?? null,
      amountOff: coupon.amountOff ?? null,
      ...changes,
    };
    if (couponProblem(discount) !== undefined) fail('invalid_input');
    if (changes.code !== undefined && changes.code !== coupon.code) {
      await assertCodeFree(tx, { ...coupon, code: changes.code });
    }
    await tx.mutate.coupons.update({ id, ...changes, updatedAt: Date.now() });
  }),
  /** Orders that used it keep its code. */
  delete: defineGuardedMutator(deleteCouponArgs, async ({ tx, ctx, args: { id } }) => {
    await ownCoupon(tx, ctx, id);
    await tx.mutate.coupons.delete({ id });
  }),
};
