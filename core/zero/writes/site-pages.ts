// The pages of a studio's public site. Every member edits them; a page's path is unique in its
// studio (the database refuses a second one), and the menu follows their order.
// The area's writes, kept apart from its reads (../site-pages.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import { firstGatedPhoto } from '../../domain/gallery-audience';
import {
  createSitePageArgs,
  deleteSitePageArgs,
  pageImageSources,
  reorderSitePagesArgs,
  updateSitePageArgs,
} from '../../domain/site-page';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { zql } from '../schema';

/**
 * Refuses an image block newly set to the address of a gallery photo (`image_not_public`) unless
 * the gallery is open to everyone (firstGatedPhoto), as for the site images of the settings
 * (functions/accounts/update.ts). An address the page showed before stays. Checked on the
 * server, which sees every gallery; the browser may not have them synced.
 */
async function refuseGatedPhotos(tx: Transaction, accountId: string, rows: unknown, before: unknown = []) {
  if (tx.location !== 'server') return;
  const shown = new Set(pageImageSources(before));
  const added = pageImageSources(rows).filter((src) => !shown.has(src));
  const gated = await firstGatedPhoto(added.entries(), (galleryId) =>
    tx.run(zql.galleries.where('accountId', accountId).where('id', galleryId).one()),
  );
  if (gated !== undefined) fail('image_not_public');
}

export const sitePageMutators = {
  create: defineGuardedMutator(createSitePageArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId, 'manager');
    const taken = await tx.run(zql.pages.where('accountId', args.accountId).where('path', args.path).one());
    if (taken) fail('page_path_taken');
    await refuseGatedPhotos(tx, args.accountId, args.rows);
    const now = Date.now();
    await tx.mutate.pages.insert({
      ...args,
      layout: 'default',
      settings: {},
      authorId: ctx.userID,
      createdAt: now,
      updatedAt: now,
    });
  }),
  update: defineGuardedMutator(updateSitePageArgs, async ({ tx, ctx, args: { id, ...changes } }) => {
    const page = await tx.run(zql.pages.where('id', id).one());
    assertOwnRow(ctx, page, 'manager');
    if (changes.path !== undefined && changes.path !== page.path) {
      const taken = await tx.run(zql.pages.where('accountId', page.accountId).where('path', changes.path).one());
      if (taken) fail('page_path_taken');
    }
    if (changes.rows !== undefined) await refuseGatedPhotos(tx, page.accountId, changes.rows, page.rows);
    await tx.mutate.pages.update({ id, ...changes, updatedAt: Date.now() });
  }),
  delete: defineGuardedMutator(deleteSitePageArgs, async ({ tx, ctx, args: { id } }) => {
    assertOwnRow(ctx, await tx.run(zql.pages.where('id', id).one()), 'manager');
    await tx.mutate.pages.delete({ id });
  }),
  /** Puts the studio's pages in the order given; pages it does not name keep their place after them. */
  reorder: defineGuardedMutator(reorderSitePagesArgs, async ({ tx, ctx, args: { accountId, ids } }) => {
    assertMember(ctx, accountId, 'manager');
    const pages = await tx.run(zql.pages.where('accountId', accountId).orderBy('order', 'asc').orderBy('id', 'asc'));
    const named = new Set(ids);
    if (ids.some((id) => !pages.some((page) => page.id === id))) fail('not_found');
    const order = [...ids, ...pages.map(({ id }) => id).filter((id) => !named.has(id))];
    for (const [index, id] of order.entries()) {
      if (pages.find((page) => page.id === id)?.order !== index) await tx.mutate.pages.update({ id, order: index });
    }
  }),
};
