// POST /api/galleries/{id}/photos/move {photoIds, toGalleryId}: photos of gallery {id} into
// another gallery of the same studio, where each takes its place by that gallery's photo order
// and a name of its own there (a clash is numbered). A photo's files live under its gallery's
// prefix, which goes with the gallery, so each original and its stored renders are first copied
// under the target's, then the rows change in one transaction, and the old objects go once it
// has committed. Clients' picks of the moved photos were made by the first gallery's clients:
// they go; so does its cover, if it moved.
import type postgres from 'postgres';
import { movePhotosRequest } from '@core/domain/gallery';
import { photoPath } from '@core/domain/images';
import { sortableOf } from '@core/domain/photo-order';
import { authenticate } from '../lib/auth';
import { getSql } from '../lib/db';
import { defineHandler, logError } from '../lib/handler';
import { HttpError, json } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { memberGallery, type MemberGallery } from '../lib/gallery/member-gallery';
import { rolesOf } from '../lib/membership';
import { newObjectKey } from '../lib/storage/object-keys';
import { freeFilename, galleryLine } from '../lib/gallery/photo-placement';
import { copyStoredFile, deleteStoredFile } from '../lib/storage/stored-files';
import { copyStoredRenders, deleteStoredRenders } from '../lib/storage/stored-renders';

/**
 * Photos whose objects are copied or deleted at once (an original and its renders each): enough
 * for 500 photos within the API's time limit, within the S3 client's 50 connections.
 */
const PARALLEL_PHOTOS = 8;

type Move = { id: string; fileId: string; filename: string; metadata: Record<string, unknown>; newFileId: string };

/**
 * Runs `work` on every item, a few at once. After a failure no new item starts, and the first
 * failure is thrown once those under way have ended (cleaning up meanwhile would race them).
 */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = items.values(); // shared: each worker takes the next item
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (const item of queue) {
      if (failure) return;
      await work(item).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PHOTOS, items.length) }, worker));
  if (failure) throw failure.error;
}

const deleteFiles = (fileId: string) => Promise.all([deleteStoredFile(fileId), deleteStoredRenders(fileId)]);

/**
 * The gallery the photos go to: one the caller can see (any other answers 404, like a missing
 * one) of the source's studio. A gallery of another studio of the caller's is refused by name.
 */
async function checkTarget(sql: postgres.Sql, userId: string, source: MemberGallery, id: string): Promise<void> {
  const [[target], roles] = await Promise.all([
    sql<{ accountId: string }[]>`select account_id as "accountId" from galleries where id = ${id}`,
    rolesOf(sql, userId),
  ]);
  if (!target || !roles[target.accountId]) throw new HttpError(404, 'not_found', 'Gallery not found');
  if (target.accountId !== source.accountId)
    throw new HttpError(400, 'gallery_in_other_studio', 'Photos move only between galleries of one studio');
  if (id === source.id) throw new HttpError(400, 'invalid_input', 'The photos are in that gallery already');
}

/** Moves the rows, if every photo is still in the source with the file that was copied; the new names. */
async function moveRows(sql: postgres.Sql, sourceId: string, targetId: string, moves: readonly Move[]) {
  const ids = moves.map((move) => move.id);
  return sql.begin(async (tx) => {
    // Both galleries locked in one order: two moves between them in opposite directions take turns.
    const galleries = await tx<{ id: string; settings: unknown; coverPhotoId: string | null }[]>`
      select id, settings, cover_photo_id as "coverPhotoId" from galleries
      where id in ${tx([sourceId, targetId])} order by id for update`;
    const source = galleries.find((gallery) => gallery.id === sourceId);
    const target = galleries.find((gallery) => gallery.id === targetId);
    if (!source || !target) throw new HttpError(404, 'not_found', 'Gallery not found');
    const current = await tx<{ id: string; fileId: string }[]>`
      select id, file_id as "fileId" from photos where gallery_id = ${sourceId} and id in ${tx(ids)} for update`;
    const fileOf = new Map(current.map((photo) => [photo.id, photo.fileId]));
    if (moves.some((move) => fileOf.get(move.id) !== move.fileId))
      throw new HttpError(404, 'not_found', 'A photo was deleted, moved or replaced meanwhile');
    // A gallery keeps one photo per content: the target's copy stays, and the move is refused.
    const present = await tx<{ id: string }[]>`
      select moving.id from photos moving
      join photos kept on kept.gallery_id = ${targetId} and kept.content_sha256 = moving.content_sha256
      where moving.id in ${tx(ids)}`;
    if (present.length > 0)
      throw new HttpError(409, 'photo_already_in_target', 'That gallery already has some of these very files', {
        photoIds: present.map((photo) => photo.id),
      });

    const line = await galleryLine(tx, targetId, target.settings);
    const moved: { id: string; filename: string }[] = [];
    const rows: string[][] = [];
    for (const move of moves) {
      const filename = await freeFilename(
        tx,
        targetId,
        move.filename,
        moved.map((photo) => photo.filename),
      );
      const order = line.place(sortableOf({ filename, metadata: move.metadata }));
      moved.push({ id: move.id, filename });
      rows.push([move.id, move.newFileId, filename, photoPath(targetId, filename), String(order)]);
    }
    await line.save();
    await tx`delete from gallery_picks where photo_id in ${tx(ids)}`;
    if (source.coverPhotoId !== null && ids.includes(source.coverPhotoId))
      await tx`update galleries set cover_photo_id = null where id = ${sourceId}`;
    await tx`
      update photos set gallery_id = ${targetId}, file_id = moved.file_id, filename = moved.filename,
        url_path = moved.url_path, "order" = moved."order"::int
      from (values ${tx(rows)}) as moved (id, file_id, filename, url_path, "order")
      where photos.id = moved.id`;
    return moved;
  });
}

export const handler = defineHandler(async (event) => {
  const caller = await authenticate(event);
  const sql = getSql();
  const source = await memberGallery(sql, event, caller, event.pathParameters?.id);
  const request = parseJsonBody(event, movePhotosRequest);
  const targetId = request.toGalleryId;
  await checkTarget(sql, caller.userId, source, targetId);

  // In the source's order, so photos that tie in the target keep theirs.
  const photos = await sql<Omit<Move, 'newFileId'>[]>`
    select id, file_id as "fileId", filename, metadata from photos
    where gallery_id = ${source.id} and id in ${sql(request.photoIds)} order by "order", id`;
  if (photos.length !== request.photoIds.length)
    throw new HttpError(404, 'not_found', 'Some of the photos are not in this gallery');
  const moves = photos.map((photo) => ({ ...photo, newFileId: newObjectKey(source.accountId, targetId) }));

  let moved: { id: string; filename: string }[];
  try {
    await inParallel(moves, (move) =>
      Promise.all([copyStoredFile(move.fileId, move.newFileId), copyStoredRenders(move.fileId, move.newFileId)]),
    );
    moved = await moveRows(sql, source.id, targetId, moves);
  } catch (error) {
    // Nothing refers to the copies: the photos stayed where they were.
    await inParallel(moves, (move) => deleteFiles(move.newFileId)).catch((failure: unknown) =>
      logError(event, failure),
    );
    throw error;
  }
  // No row names the old objects any more; one left behind by a failure goes with its gallery.
  await inParallel(moves, (move) => deleteFiles(move.fileId)).catch((error: unknown) => logError(event, error));
  return json(200, { photos: moved });
});
