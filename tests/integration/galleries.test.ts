// Deleting galleries and photos removes their objects from the bucket too: a whole gallery
// through DELETE /api/gallery/{id}, a photo through the photo.delete mutator once it commits.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { load, pushDirect } from './support/booking-fixtures';
import { zeroClient } from '../support/zero-client';
import {
  createGallery,
  giveSlug,
  jpeg,
  objectExists,
  objectKeys,
  presign,
  renderKeys,
  uploadedPhoto,
  postToBucket,
  type PresignedUpload,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('deleter'), newUser('stranger')]);
  await giveSlug(sql, owner);
});
afterAll(() => sql.end());

/** A Zero client of the owner, as their browser opens one. */
const ownerZero = () =>
  zeroClient({
    userID: owner.userId,
    auth: owner.accessToken,
    context: { userID: owner.userId, roles: { [owner.accountId]: 'owner' } },
  });

const count = async (
  table: 'galleries' | 'photos' | 'gallery_invites',
  column: 'id' | 'gallery_id',
  galleryId: string,
) =>
  (await sql<{ n: number }[]>`select count(*)::int as n from ${sql(table)} where ${sql(column)} = ${galleryId}`)[0]?.n;

describe('DELETE /api/gallery/{id}', () => {
  it('deletes the gallery, its photos, its invites and every object under it, unregistered uploads too', async () => {
    const galleryId = await createGallery(sql, owner, { status: 'published' });
    const photos = [
      await uploadedPhoto(owner, galleryId, 'a.jpg', await jpeg(40, 30)),
      await uploadedPhoto(owner, galleryId, 'b.jpg', await jpeg(40, 30)),
    ];
    const file = await jpeg(40, 30);
    const res = await presign(owner, galleryId, [
      { clientId: 'c', name: 'c.jpg', size: file.length, type: 'image/jpeg' },
    ]);
    const [stray] = ((await res.json()) as { uploads: PresignedUpload[] }).uploads;
    await postToBucket(stray!, file); // uploaded, never completed
    const slug = `studio-${owner.userId.slice(0, 8)}`;
    expect(
      (
        await api('POST', '/api/auth/invite', {
          token: owner.accessToken,
          body: { email: 'c@example.com', data: { galleryId, accountSlug: slug } },
        })
      ).status,
    ).toBe(201);
    // Two originals, and five renders of each.
    expect(await objectKeys(`${owner.accountId}/${galleryId}/`)).toHaveLength(12);
    expect(await objectExists(stray!.key)).toBe(true);

    const deleted = await api('DELETE', `/api/gallery/${galleryId}`, { token: owner.accessToken });
    expect(deleted.status).toBe(204);
    expect([
      await count('galleries', 'id', galleryId),
      await count('photos', 'gallery_id', galleryId),
      await count('gallery_invites', 'gallery_id', galleryId),
    ]).toEqual([0, 0, 0]);
    expect(await objectKeys(`${owner.accountId}/${galleryId}/`)).toEqual([]);
    for (const photo of photos) expect(await objectExists(photo.fileId)).toBe(false);
    expect(await objectExists(stray!.key)).toBe(false);
    expect((await api('DELETE', `/api/gallery/${galleryId}`, { token: owner.accessToken })).status).toBe(404);
  });

  it('leaves another studio’s gallery alone (404) and asks for a session (401)', async () => {
    const galleryId = await createGallery(sql, owner);
    const photo = await uploadedPhoto(owner, galleryId, 'a.jpg', await jpeg(40, 30));
    expect((await api('DELETE', `/api/gallery/${galleryId}`, { token: stranger.accessToken })).status).toBe(404);
    expect((await api('DELETE', `/api/gallery/${galleryId}`)).status).toBe(401);
    expect(await count('photos', 'gallery_id', galleryId)).toBe(1);
    expect(await objectExists(photo.fileId)).toBe(true);
  });
});

describe('a gallery of another studio', () => {
  const file = { clientId: 'c', name: 'c.jpg', size: 100, type: 'image/jpeg' };
  it.each([
    ['DELETE /api/gallery/{id}', (id: string) => api('DELETE', `/api/gallery/${id}`, { token: stranger.accessToken })],
    [
      'POST /api/galleries/{id}/image-access',
      (id: string) => api('POST', `/api/galleries/${id}/image-access`, { token: stranger.accessToken }),
    ],
    [
      'POST /api/upload',
      (id: string) =>
        api('POST', '/api/upload', { token: stranger.accessToken, body: { galleryId: id, files: [file] } }),
    ],
    [
      'POST /api/upload/complete',
      (id: string) =>
        api('POST', '/api/upload/complete', {
          token: stranger.accessToken,
          body: { galleryId: id, key: `${owner.accountId}/${id}/${'a'.repeat(22)}`, filename: 'c.jpg' },
        }),
    ],
  ])('answers %s byte for byte like a gallery that does not exist', async (_route, request) => {
    const galleryId = await createGallery(sql, owner, { status: 'published' });
    const foreign = await request(galleryId);
    const missing = await request(newId());
    expect([foreign.status, missing.status]).toEqual([404, 404]);
    expect(await foreign.text()).toBe(await missing.text());
    expect(await count('galleries', 'id', galleryId)).toBe(1);
  });
});

describe('photo.delete', () => {
  it('deletes the photo’s object once the deletion commits, and clears it as the cover', async () => {
    const galleryId = await createGallery(sql, owner);
    const photo = await uploadedPhoto(owner, galleryId, 'a.jpg', await jpeg(40, 30));
    const kept = await uploadedPhoto(owner, galleryId, 'b.jpg', await jpeg(40, 30));
    await sql`update galleries set cover_photo_id = ${photo.id} where id = ${galleryId}`;
    const zero = ownerZero();
    try {
      // The mutator deletes a photo this client has, and clears the cover it knows of.
      await load(
        zero,
        queries.galleries.byId({ accountId: owner.accountId, id: galleryId }),
        (gallery) => gallery?.coverPhotoId === photo.id && gallery.photos.length === 2,
      );
      const result = await zero.mutate(mutators.photo.delete({ id: photo.id })).server;
      expect(result).toEqual({ type: 'success' });
    } finally {
      await zero.close();
    }
    expect(await count('photos', 'id', photo.id)).toBe(0);
    // The result reaches the client through replication, maybe before the files are gone.
    await expect.poll(() => objectExists(photo.fileId)).toBe(false);
    await expect.poll(() => renderKeys(photo.fileId)).toEqual([]);
    expect(await objectExists(kept.fileId)).toBe(true);
    expect(await renderKeys(kept.fileId)).toHaveLength(5);
    const [gallery] = await sql`select cover_photo_id from galleries where id = ${galleryId}`;
    expect(gallery?.cover_photo_id).toBeNull();
  });

  it('keeps the object when the deletion is refused', async () => {
    const galleryId = await createGallery(sql, owner);
    const photo = await uploadedPhoto(owner, galleryId, 'a.jpg', await jpeg(40, 30));
    // Straight to the server: a browser that never loaded the photo would not even send it.
    expect(await pushDirect(stranger, 'photo.delete', { id: photo.id })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await count('photos', 'id', photo.id)).toBe(1);
    expect(await objectExists(photo.fileId)).toBe(true);
  });
});

describe('photo.deleteMany', () => {
  it('deletes the chosen photos and their objects once it commits, and leaves the others', async () => {
    const galleryId = await createGallery(sql, owner);
    const [a, b, kept] = await Promise.all(
      ['a.jpg', 'b.jpg', 'c.jpg'].map(async (name) => uploadedPhoto(owner, galleryId, name, await jpeg(40, 30))),
    );
    await sql`update galleries set cover_photo_id = ${b!.id} where id = ${galleryId}`;
    const zero = ownerZero();
    try {
      // As in a browser, the photos are on screen before they are chosen: sync may bring the
      // rows just uploaded a moment after its first answer.
      await expect
        .poll(
          async () =>
            (
              await zero.run(queries.galleries.byId({ accountId: owner.accountId, id: galleryId }), {
                type: 'complete',
              })
            )?.photos.length,
        )
        .toBe(3);
      const result = await zero.mutate(mutators.photo.deleteMany({ ids: [a!.id, b!.id] })).server;
      expect(result).toEqual({ type: 'success' });
    } finally {
      await zero.close();
    }
    const left = await sql<{ id: string }[]>`select id from photos where gallery_id = ${galleryId}`;
    expect(left.map(({ id }) => id)).toEqual([kept!.id]);
    // The result reaches the client through replication, maybe before the files are gone.
    for (const gone of [a!, b!]) {
      await expect.poll(() => objectExists(gone.fileId)).toBe(false);
      await expect.poll(() => renderKeys(gone.fileId)).toEqual([]);
    }
    expect(await objectExists(kept!.fileId)).toBe(true);
    const [gallery] = await sql`select cover_photo_id, photo_count from galleries where id = ${galleryId}`;
    expect(gallery).toEqual({ cover_photo_id: null, photo_count: 1 });
  });

  it('deletes none of them when one is another studio’s, and keeps every object', async () => {
    const [mine, theirs] = await Promise.all([createGallery(sql, owner), createGallery(sql, stranger)]);
    const own = await uploadedPhoto(owner, mine, 'a.jpg', await jpeg(40, 30));
    const other = await uploadedPhoto(stranger, theirs, 'b.jpg', await jpeg(40, 30));
    expect(await pushDirect(owner, 'photo.deleteMany', { ids: [own.id, other.id] })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await count('photos', 'id', own.id)).toBe(1);
    expect(await count('photos', 'id', other.id)).toBe(1);
    expect(await objectExists(own.fileId)).toBe(true);
    expect(await objectExists(other.fileId)).toBe(true);
  });
});
