// Galleries, their photos and their invites. Photos arrive through the upload handler (the
// server makes their S3 keys); here the studio orders them, picks the cover and deletes them.
// The area's synced writes are in writes/galleries.ts.
import { defineQuery } from '@rocicorp/zero';
import { inStudio, type QueryOptions } from './access';
import type { galleryQueryArgs } from './query-args/galleries';
import { zql } from './schema';

export const galleryQueries = {
  /** Newest first, each with its cover photo (the count comes from `photoCount`). */
  list: defineQuery(({ args: { accountId }, ctx }: QueryOptions<typeof galleryQueryArgs.list>) =>
    inStudio(zql.galleries, ctx, accountId).related('cover').orderBy('createdAt', 'desc'),
  ),
  byId: defineQuery(({ args: { accountId, id }, ctx }: QueryOptions<typeof galleryQueryArgs.byId>) =>
    inStudio(zql.galleries, ctx, accountId)
      .where('id', id)
      .related('photos', (photos) => photos.orderBy('order', 'asc').orderBy('id', 'asc'))
      .related('invites', (invites) => invites.orderBy('createdAt', 'desc'))
      .one(),
  ),
  /** Every client's choices in the gallery (clients write them through the API, never here). */
  picks: defineQuery(({ args: { accountId, galleryId }, ctx }: QueryOptions<typeof galleryQueryArgs.picks>) =>
    inStudio(zql.galleryPicks, ctx, accountId)
      .where('galleryId', galleryId)
      .orderBy('updatedAt', 'asc')
      .orderBy('id', 'asc'),
  ),
};
