// Galleries, their photos and their invites. Photos arrive through the upload handler (the
// server makes their S3 keys); here the studio orders them, picks the cover and deletes them.
// The area's writes, kept apart from its reads (../galleries.ts) so a browser loads them only
// when one first runs (../client-mutators.ts).
import type { Transaction } from '@rocicorp/zero';
import {
  createGalleryArgs,
  deletePhotoArgs,
  deletePhotosArgs,
  reorderPhotosArgs,
  revokeInviteArgs,
  setCoverArgs,
  updateGalleryArgs,
} from '../../domain/gallery';
import { assertMember, assertOwnRow, fail } from '../access';
import { defineGuardedMutator } from '../concurrency';
import { assertOwnPriceList } from './shop';
import type { ZeroContext } from '../context';
import { zql, type Schema } from '../schema';

export const galleryMutators = {
  create: defineGuardedMutator(createGalleryArgs, async ({ tx, ctx, args }) => {
    assertMember(ctx, args.accountId);
    await tx.mutate.galleries.insert({
      ...args,
      authorId: ctx.userID,
      createdAt: Date.now(),
      status: 'draft',
      photoCount: 0,
    });
  }),
  update: defineGuardedMutator(updateGalleryArgs, async ({ tx, ctx, args: { id, settings, ...changes } }) => {
    const gallery = await tx.run(zql.galleries.where('id', id).one());
    // What the gallery sells is money: a manager's to set.
    const sells = changes.priceListId !== undefined || changes.includedPhotos !== undefined;
    assertOwnRow(ctx, gallery, sells ? 'manager' : 'assistant');
    await assertOwnPriceList(tx, gallery.accountId, changes.priceListId);
    await tx.mutate.galleries.update({
      id,
      ...changes,
      ...(settings === undefined ? {} : { settings: { ...gallery.settings, ...settings } }),
    });
  }),
  setCover: defineGuardedMutator(setCoverArgs, async ({ tx, ctx, args: { id, photoId } }) => {
    assertOwnRow(ctx, await tx.run(zql.galleries.where('id', id).one()));
    if (photoId !== null) {
      const photo = await tx.run(zql.photos.where('id', photoId).one());
      if (photo?.galleryId !== id) fail('not_found');
    }
    await tx.mutate.galleries.update({ id, coverPhotoId: photoId ?? undefined });
  }),
};

export const photoMutators = {
  /** The gallery's photos in their new order; photos not listed keep their place after them. */
  reorder: defineGuardedMutator(reorderPhotosArgs, async ({ tx, ctx, args: { galleryId, photoIds } }) => {
    assertOwnRow(ctx, await tx.run(zql.galleries.where('id', galleryId).one()));
    const photos = await tx.run(zql.photos.where('galleryId', galleryId));
    const current = new Map(photos.map((p) => [p.id, p.order]));
    if (photoIds.some((id) => !current.has(id))) fail('not_found');
    for (const [order, id] of photoIds.entries()) {
      if (current.get(id) !== order) await tx.mutate.photos.update({ id, order });
    }
  }),
  delete: defineGuardedMutator(deletePhotoArgs, async ({ tx, ctx, args: { id } }) => {
    await removePhotos(tx, await ownPhotos(tx, ctx, [id]));
  }),
  /** Several photos at once (a selection in the grid): all of them, or none when one is not the caller's. */
  deleteMany: defineGuardedMutator(deletePhotosArgs, async ({ tx, ctx, args: { ids } }) => {
    await removePhotos(tx, await ownPhotos(tx, ctx, ids));
  }),
};

/** The photos `ids`, each checked to be the caller's to delete: one that is not (or is gone) refuses them all. */
async function ownPhotos(tx: Transaction<Schema>, ctx: ZeroContext | undefined, ids: readonly string[]) {
  const photos = await tx.run(zql.photos.where('id', 'IN', [...ids]));
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return ids.map((id) => {
    const photo = byId.get(id);
    assertOwnRow(ctx, photo, 'manager');
    return photo;
  });
}

/** Deletes `photos`, first clearing any of them that is its gallery's cover. */
async function removePhotos(tx: Transaction<Schema>, photos: readonly { id: string; galleryId: string }[]) {
  const removed = new Set(photos.map((photo) => photo.id));
  const galleryIds = [...new Set(photos.map((photo) => photo.galleryId))];
  const galleries = galleryIds.length > 0 ? await tx.run(zql.galleries.where('id', 'IN', galleryIds)) : [];
  for (const gallery of galleries) {
    if (gallery.coverPhotoId && removed.has(gallery.coverPhotoId)) {
      await tx.mutate.galleries.update({ id: gallery.id, coverPhotoId: undefined });
    }
  }
  for (const id of removed) await tx.mutate.photos.delete({ id });
}

export const galleryInviteMutators = {
  revoke: defineGuardedMutator(revokeInviteArgs, async ({ tx, ctx, args: { id } }) => {
    const invite = await tx.run(zql.galleryInvites.where('id', id).one());
    assertOwnRow(ctx, invite);
    if (invite.revokedAt === undefined || invite.revokedAt === null) {
      await tx.mutate.galleryInvites.update({ id, revokedAt: Date.now() });
    }
  }),
};
