// Moving photos between galleries of a studio (POST /api/galleries/{id}/photos/move) and giving a
// photo a new file (POST /api/upload/complete with replacePhotoId): rows, objects in the bucket
// and what the image API serves, before and after.
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { imageUrl, type UploadedPhoto } from '../../core/domain/images';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import {
  complete,
  createGallery,
  jpeg,
  memberAccess,
  objectBytes,
  objectExists,
  objectKeys,
  postToBucket,
  presign,
  renderKeys,
  uploadedPhoto,
  type PresignedUpload,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('mover'), newUser('stranger')]);
});
afterAll(() => sql.end());

const move = (user: TestUser, from: string, body: { photoIds: string[]; toGalleryId: string }) =>
  api('POST', `/api/galleries/${from}/photos/move`, { token: user.accessToken, body });

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

/** A client of the gallery who marked `photoIds` as favourites. */
async function clientPicks(user: TestUser, galleryId: string, photoIds: string[]): Promise<void> {
  const inviteId = newId();
  await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
            values (${inviteId}, ${user.accountId}, ${user.userId}, ${galleryId}, ${`${inviteId}@example.com`},
                    ${newId()}, ${Date.now() + 86_400_000})`;
  for (const photoId of photoIds) {
    await sql`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists)
              values (${newId()}, ${user.accountId}, ${user.userId}, ${galleryId}, ${inviteId}, ${photoId},
                      ${sql.json(['favourites'])})`;
  }
}

const picksOf = async (photoIds: string[]) =>
  (await sql<{ photoId: string }[]>`select photo_id as "photoId" from gallery_picks where photo_id in ${sql(photoIds)}`)
    .map((row) => row.photoId)
    .sort();

/** Everything the tests look at, for "nothing changed". */
const snapshot = async (galleryIds: string[]) => ({
  galleries: await sql`select * from galleries where id in ${sql(galleryIds)} order by id`,
  photos: await sql`select * from photos where gallery_id in ${sql(galleryIds)} order by id`,
  picks: await sql`select * from gallery_picks where gallery_id in ${sql(galleryIds)} order by id`,
});

const photoCount = async (galleryId: string) =>
  (await sql<{ n: number }[]>`select photo_count as n from galleries where id = ${galleryId}`)[0]?.n;

/** The gallery's photos as they are ordered, by filename. */
const photoOrder = async (galleryId: string) =>
  (
    await sql<{ filename: string }[]>`select filename from photos where gallery_id = ${galleryId} order by "order", id`
  ).map((row) => row.filename);

/** The size of the render the image API serves a member at 100 pixels wide, or its status when it serves none. */
async function served(user: TestUser, galleryId: string, filename: string): Promise<string> {
  const url = imageUrl(galleryId, filename, { width: 100 }, await memberAccess(user, galleryId));
  const res = await fetch(`${platformOrigin()}${url}`);
  if (res.status !== 200) return String(res.status);
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return `${width}x${height}`;
}

describe('POST /api/galleries/{id}/photos/move', () => {
  it('moves the photos with their files under the target, numbering a clash, and leaves the rest alone', async () => {
    const from = await createGallery(sql, owner);
    const to = await createGallery(sql, owner);
    const files = { a: await jpeg(400, 300), b: await jpeg(300, 400), c: await jpeg(400, 200) };
    const a = await uploadedPhoto(owner, from, 'a.jpg', files.a);
    const b = await uploadedPhoto(owner, from, 'b.jpg', files.b);
    const c = await uploadedPhoto(owner, from, 'c.jpg', files.c);
    await uploadedPhoto(owner, to, 'a.jpg', await jpeg(40, 30));
    await uploadedPhoto(owner, to, 'x.jpg', await jpeg(40, 30));
    await sql`update galleries set cover_photo_id = ${a.id} where id = ${from}`;
    await clientPicks(owner, from, [a.id, b.id, c.id]);
    const [untouched] = await sql`select * from photos where id = ${c.id}`;

    const res = await move(owner, from, { photoIds: [b.id, a.id], toGalleryId: to });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { photos: unknown[] }).photos).toEqual([
      { id: a.id, filename: 'a (2).jpg' },
      { id: b.id, filename: 'b.jpg' },
    ]);

    const moved = await sql<{ id: string; galleryId: string; filename: string; fileId: string; urlPath: string }[]>`
      select id, gallery_id as "galleryId", filename, file_id as "fileId", url_path as "urlPath"
      from photos where id in ${sql([a.id, b.id])} order by filename`;
    expect(moved.map(({ fileId: _, ...row }) => row)).toEqual([
      { id: a.id, galleryId: to, filename: 'a (2).jpg', urlPath: `/api/images/${to}/a%20(2).jpg` },
      { id: b.id, galleryId: to, filename: 'b.jpg', urlPath: `/api/images/${to}/b.jpg` },
    ]);
    // The bytes are under the target's prefix, with the renders the pages ask for; nothing is left under the source's.
    for (const [photo, row, file] of [
      [a, moved[0], files.a],
      [b, moved[1], files.b],
    ] as const) {
      expect(row?.fileId.startsWith(`${owner.accountId}/${to}/`)).toBe(true);
      expect((await objectBytes(row?.fileId ?? '')).equals(file)).toBe(true);
      expect(await renderKeys(row?.fileId ?? '')).toHaveLength(5);
      expect([await objectExists(photo.fileId), await renderKeys(photo.fileId)]).toEqual([false, []]);
    }
    expect(await served(owner, to, 'a (2).jpg')).toBe('100x75');
    expect(await served(owner, to, 'b.jpg')).toBe('100x133');
    expect(await served(owner, from, 'a.jpg')).toBe('404');

    // Placed by the target's order (by name, as none has a capture time), counted where they are.
    expect(await photoOrder(to)).toEqual(['a.jpg', 'a (2).jpg', 'b.jpg', 'x.jpg']);
    expect([await photoCount(from), await photoCount(to)]).toEqual([1, 4]);
    // The source's clients' picks of them go, its cover too; its other photo is as it was.
    expect(await picksOf([a.id, b.id, c.id])).toEqual([c.id]);
    expect((await sql`select cover_photo_id from galleries where id = ${from}`)[0]).toEqual({ cover_photo_id: null });
    expect((await sql`select * from photos where id = ${c.id}`)[0]).toEqual(untouched);
    expect(await objectExists(c.fileId)).toBe(true);
    expect(await served(owner, from, 'c.jpg')).toBe('100x50');

    // The names they left behind are never given again in the source (browsers cached them).
    expect((await uploadedPhoto(owner, from, 'b.jpg', await jpeg(40, 30))).filename).toBe('b (2).jpg');
  });

  it('places them by capture time when that is the target’s order, and moves them back', async () => {
    const from = await createGallery(sql, owner);
    const to = await createGallery(sql, owner);
    const early = await uploadedPhoto(owner, from, 'z.jpg', await jpeg(40, 30, { capturedAt: '2024:05:01 09:00:00' }));
    await uploadedPhoto(owner, to, 'm.jpg', await jpeg(40, 30, { capturedAt: '2024:05:01 10:00:00' }));
    expect((await move(owner, from, { photoIds: [early.id], toGalleryId: to })).status).toBe(200);
    expect(await photoOrder(to)).toEqual(['z.jpg', 'm.jpg']);
    // Back where it was, under a new name: the one it left there may be cached with its old bytes.
    expect((await move(owner, to, { photoIds: [early.id], toGalleryId: from })).status).toBe(200);
    expect(await photoOrder(from)).toEqual(['z (2).jpg']);
    expect([await photoCount(from), await photoCount(to)]).toEqual([1, 1]);
  });

  it('refuses a move into or out of another studio’s gallery, changing nothing', async () => {
    const mine = await createGallery(sql, owner);
    const theirs = await createGallery(sql, stranger);
    const photo = await uploadedPhoto(owner, mine, 'mine.jpg', await jpeg(40, 30));
    const their = await uploadedPhoto(stranger, theirs, 'theirs.jpg', await jpeg(40, 30));
    await clientPicks(owner, mine, [photo.id]);
    await clientPicks(stranger, theirs, [their.id]);
    const before = await snapshot([mine, theirs]);
    const objects = async () => [
      ...(await objectKeys(`${owner.accountId}/${mine}/`)),
      ...(await objectKeys(`${stranger.accountId}/${theirs}/`)),
    ];
    const objectsBefore = await objects();

    // A studio the caller is not in: as if the gallery did not exist.
    let res = await move(owner, mine, { photoIds: [photo.id], toGalleryId: theirs });
    expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);
    res = await move(owner, theirs, { photoIds: [their.id], toGalleryId: mine });
    expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);
    // Another studio's photo named among one's own.
    res = await move(owner, mine, { photoIds: [photo.id, their.id], toGalleryId: await createGallery(sql, owner) });
    expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);

    // A member of both studios is told why, either way.
    await sql`insert into account_members (account_id, user_id, role) values (${stranger.accountId}, ${owner.userId}, 'owner')`;
    try {
      res = await move(owner, mine, { photoIds: [photo.id], toGalleryId: theirs });
      expect([res.status, await errorCode(res)]).toEqual([400, 'gallery_in_other_studio']);
      res = await move(owner, theirs, { photoIds: [their.id], toGalleryId: mine });
      expect([res.status, await errorCode(res)]).toEqual([400, 'gallery_in_other_studio']);
    } finally {
      await sql`delete from account_members where account_id = ${stranger.accountId} and user_id = ${owner.userId}`;
    }

    expect(await snapshot([mine, theirs])).toEqual(before);
    expect((await objects()).sort()).toEqual(objectsBefore.sort());
  });

  it('refuses to move a photo whose very file the target already has, changing nothing', async () => {
    const from = await createGallery(sql, owner);
    const to = await createGallery(sql, owner);
    const file = await jpeg(400, 300);
    const copy = await uploadedPhoto(owner, from, 'copy.jpg', file);
    const other = await uploadedPhoto(owner, from, 'other.jpg', await jpeg(300, 400));
    await uploadedPhoto(owner, to, 'original.jpg', file);
    const before = await snapshot([from, to]);
    const objectsBefore = [
      ...(await objectKeys(`${owner.accountId}/${from}/`)),
      ...(await objectKeys(`${owner.accountId}/${to}/`)),
    ];

    const res = await move(owner, from, { photoIds: [other.id, copy.id], toGalleryId: to });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string; details: unknown } }).error).toMatchObject({
      code: 'photo_already_in_target',
      details: { photoIds: [copy.id] },
    });
    expect(await snapshot([from, to])).toEqual(before);
    const objectsAfter = [
      ...(await objectKeys(`${owner.accountId}/${from}/`)),
      ...(await objectKeys(`${owner.accountId}/${to}/`)),
    ];
    expect(objectsAfter.sort()).toEqual(objectsBefore.sort());
  });

  it('refuses a move into the same gallery, too many photos and a missing token', async () => {
    const gallery = await createGallery(sql, owner);
    const other = await createGallery(sql, owner);
    const photo = await uploadedPhoto(owner, gallery, 'p.jpg', await jpeg(40, 30));
    let res = await move(owner, gallery, { photoIds: [photo.id], toGalleryId: gallery });
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_input']);
    const many = Array.from({ length: 501 }, () => newId());
    res = await move(owner, gallery, { photoIds: many, toGalleryId: other });
    expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_input']);
    res = await api('POST', `/api/galleries/${gallery}/photos/move`, {
      body: { photoIds: [photo.id], toGalleryId: other },
    });
    expect(res.status).toBe(401);
    expect((await sql`select gallery_id from photos where id = ${photo.id}`)[0]).toEqual({ gallery_id: gallery });
  });
});

/** Uploads `file` as the new file of the photo `photoId`, the way the browser does. */
async function replace(user: TestUser, galleryId: string, photoId: string, name: string, file: Buffer) {
  const signed = await presign(user, galleryId, [{ clientId: 'r', name, size: file.length, type: 'image/jpeg' }]);
  const [upload] = ((await signed.json()) as { uploads: PresignedUpload[] }).uploads;
  if (!upload) throw new Error(`no upload issued: ${signed.status}`);
  expect((await postToBucket(upload, file)).ok).toBe(true);
  return complete(user, { galleryId, key: upload.key, filename: name, replacePhotoId: photoId });
}

describe('POST /api/upload/complete with replacePhotoId', () => {
  it('gives the photo the new file under a new name, keeping its id, place, cover and picks', async () => {
    const gallery = await createGallery(sql, owner);
    await uploadedPhoto(owner, gallery, 'IMG_0.jpg', await jpeg(40, 30));
    const photo = await uploadedPhoto(owner, gallery, 'IMG_1.jpg', await jpeg(400, 300));
    await uploadedPhoto(owner, gallery, 'IMG_2.jpg', await jpeg(40, 30));
    await sql`update galleries set cover_photo_id = ${photo.id} where id = ${gallery}`;
    await clientPicks(owner, gallery, [photo.id]);
    const [before] = await sql`select "order", author_id from photos where id = ${photo.id}`;
    expect(await served(owner, gallery, 'IMG_1.jpg')).toBe('100x75');

    const file = await jpeg(300, 400, { capturedAt: '2025:01:02 03:04:05' });
    const res = await replace(owner, gallery, photo.id, 'IMG_1.jpg', file);
    expect(res.status).toBe(200);
    const replaced = ((await res.json()) as { photo: UploadedPhoto }).photo;
    expect(replaced).toMatchObject({
      id: photo.id,
      galleryId: gallery,
      filename: 'IMG_1 (2).jpg',
      size: file.length,
      width: 300,
      height: 400,
      urlPath: `/api/images/${gallery}/IMG_1%20(2).jpg`,
      metadata: { orientation: 1, capturedAt: '2025-01-02T03:04:05' },
    });
    expect(replaced.fileId).not.toBe(photo.fileId);
    expect((await sql`select "order", author_id from photos where id = ${photo.id}`)[0]).toEqual(before);
    // In its place, though its capture time would put a new upload first.
    expect(await photoOrder(gallery)).toEqual(['IMG_0.jpg', 'IMG_1 (2).jpg', 'IMG_2.jpg']);
    expect((await sql`select cover_photo_id from galleries where id = ${gallery}`)[0]).toEqual({
      cover_photo_id: photo.id,
    });
    expect(await picksOf([photo.id])).toEqual([photo.id]);
    expect(await photoCount(gallery)).toBe(3);

    // The new bytes under the new name, with their renders; the old file and its renders are gone.
    expect((await objectBytes(replaced.fileId)).equals(file)).toBe(true);
    expect(await renderKeys(replaced.fileId)).toHaveLength(5);
    expect([await objectExists(photo.fileId), await renderKeys(photo.fileId)]).toEqual([false, []]);
    expect(await served(owner, gallery, 'IMG_1 (2).jpg')).toBe('100x133');
    expect(await served(owner, gallery, 'IMG_1.jpg')).toBe('404');
  });

  it('refuses a file that is not a photo, and a photo of another gallery or studio, changing nothing', async () => {
    const gallery = await createGallery(sql, owner);
    const other = await createGallery(sql, owner);
    const theirs = await createGallery(sql, stranger);
    const photo = await uploadedPhoto(owner, gallery, 'keep.jpg', await jpeg(40, 30));
    const elsewhere = await uploadedPhoto(owner, other, 'elsewhere.jpg', await jpeg(40, 30));
    const their = await uploadedPhoto(stranger, theirs, 'theirs.jpg', await jpeg(40, 30));
    const before = await snapshot([gallery, other, theirs]);

    const notAPhoto = Buffer.from('<html><script>alert(1)</script></html>');
    let res = await replace(owner, gallery, photo.id, 'page.jpg', notAPhoto);
    expect([res.status, await errorCode(res)]).toEqual([400, 'unsupported_type']);
    for (const photoId of [elsewhere.id, their.id]) {
      res = await replace(owner, gallery, photoId, 'new.jpg', await jpeg(40, 30));
      expect([res.status, await errorCode(res)]).toEqual([404, 'not_found']);
    }

    expect(await snapshot([gallery, other, theirs])).toEqual(before);
    // Each refused upload was deleted: only the photo's own file and renders are under the gallery.
    expect((await objectKeys(`${owner.accountId}/${gallery}/`)).filter((key) => !key.includes('/renders/'))).toEqual([
      photo.fileId,
    ]);
  });
});
