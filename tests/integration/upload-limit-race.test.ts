// Completions sent at once are judged one after another against the studio's limit
// (docs/decisions/pay-per-use.md): a studio with room for two photos gets exactly two, however
// many arrive together, single or multipart, and every refusal leaves nothing stored, counted or
// registered. The same file completed many times at once is one photo, counted once.
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GB } from '../../core/domain/usage';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import {
  complete,
  createGallery,
  jpeg,
  objectExists,
  postToBucket,
  presign,
  type PresignedUpload,
} from './support/gallery-fixture';
import { onUpload, openUpload, sendPart } from './support/multipart-upload';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const UPLOADS = 20;
let owner: TestUser;
let galleryId: string;

beforeAll(async () => {
  owner = await newUser('race');
  galleryId = await createGallery(sql, owner);
});
afterAll(() => sql.end());

it('accepts exactly the completions that fit when many arrive at once, and refuses the rest with nothing kept', async () => {
  // Twenty files of one length, each its own: identical bytes would be one photo.
  const photos = await Promise.all(Array.from({ length: UPLOADS }, () => jpeg(320, 240)));
  const photo = photos[0]!;
  const files = Array.from({ length: UPLOADS }, (_, i) => ({
    clientId: `c${i}`,
    name: `IMG_${i}.jpg`,
    size: photo.length,
    type: 'image/jpeg',
  }));
  const issued = await presign(owner, galleryId, files);
  expect(issued.status).toBe(200);
  const { uploads } = (await issued.json()) as { uploads: PresignedUpload[] };
  expect(uploads).toHaveLength(UPLOADS);
  for (const posted of await Promise.all(uploads.map((upload, i) => postToBucket(upload, photos[i]!)))) {
    expect(posted.ok).toBe(true);
  }

  // Room for exactly two of them under the free allowance.
  const base = 3 * GB - 2 * photo.length;
  await sql`insert into account_storage (account_id, stored_bytes, photos) values (${owner.accountId}, ${base}, 0)
            on conflict (account_id) do update set stored_bytes = excluded.stored_bytes, photos = 0`;

  const answers = await Promise.all(
    uploads.map(async (upload, i) => {
      const res = await complete(owner, { galleryId, key: upload.key, filename: `IMG_${i}.jpg` });
      const body = (await res.json()) as { photo?: { fileId: string }; error?: { code: string } };
      return { upload, status: res.status, code: body.error?.code, fileId: body.photo?.fileId };
    }),
  );
  const accepted = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(accepted).toHaveLength(2);
  expect(refused.map((answer) => [answer.status, answer.code])).toEqual(
    Array.from({ length: UPLOADS - 2 }, () => [402, 'usage_limit_reached']),
  );

  const [storage] = await sql<{ storedBytes: number; photos: number }[]>`
    select stored_bytes::float8 as "storedBytes", photos from account_storage where account_id = ${owner.accountId}`;
  expect(storage).toEqual({ storedBytes: base + 2 * photo.length, photos: 2 });
  const rows = await sql<{ fileId: string }[]>`select file_id as "fileId" from photos where gallery_id = ${galleryId}`;
  expect(rows.map((row) => row.fileId).sort()).toEqual(accepted.map((answer) => answer.fileId).sort());

  // Nothing of a refused upload stays in the bucket, staged or moved; the accepted ones are kept.
  const leftOver = await Promise.all(
    refused.flatMap(({ upload }) => [upload.key, upload.key.slice(STAGING_PREFIX.length)]).map(objectExists),
  );
  expect(leftOver.filter(Boolean)).toHaveLength(0);
  for (const { fileId } of accepted) expect(await objectExists(fileId ?? '')).toBe(true);
});

it('holds the limit for multipart uploads completed at once, keeping nothing of those refused', async () => {
  const gallery = await createGallery(sql, owner);
  await sql`update account_storage set stored_bytes = 0, photos = 0 where account_id = ${owner.accountId}`;
  const photos = await Promise.all(Array.from({ length: UPLOADS }, () => jpeg(320, 240)));
  const sent = await Promise.all(
    photos.map(async (photo) => {
      const upload = await openUpload(owner, gallery, photo);
      return { upload, parts: [await sendPart(owner, gallery, upload, photo, 1)] };
    }),
  );
  const size = photos[0]!.length;
  const base = 3 * GB - 2 * size;
  await sql`update account_storage set stored_bytes = ${base}, photos = 0 where account_id = ${owner.accountId}`;

  const answers = await Promise.all(
    sent.map(async ({ upload, parts }, i) => {
      const res = await onUpload(owner, '/complete', gallery, upload, { parts, filename: `LARGE_${i}.jpg` });
      return { upload, status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
    }),
  );
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
  const refused = answers.filter((answer) => answer.status !== 201);
  expect(refused.map((answer) => [answer.status, answer.code])).toEqual(
    Array.from({ length: UPLOADS - 2 }, () => [402, 'usage_limit_reached']),
  );
  const [storage] = await sql<{ storedBytes: number }[]>`
    select stored_bytes::float8 as "storedBytes" from account_storage where account_id = ${owner.accountId}`;
  expect(storage?.storedBytes).toBe(base + 2 * size);
  const leftOver = await Promise.all(
    refused.flatMap(({ upload }) => [upload.key, upload.key.slice(STAGING_PREFIX.length)]).map(objectExists),
  );
  expect(leftOver.filter(Boolean)).toHaveLength(0);
});

it('keeps one photo of the same file completed twenty times at once, counted once', async () => {
  const gallery = await createGallery(sql, owner);
  await sql`update account_storage set stored_bytes = 0, photos = 0 where account_id = ${owner.accountId}`;
  const photo = await jpeg(320, 240);
  const files = Array.from({ length: UPLOADS }, (_, i) => ({
    clientId: `c${i}`,
    name: `SAME_${i}.jpg`,
    size: photo.length,
    type: 'image/jpeg',
  }));
  const { uploads } = (await (await presign(owner, gallery, files)).json()) as { uploads: PresignedUpload[] };
  await Promise.all(uploads.map((upload) => postToBucket(upload, photo)));

  const answers = await Promise.all(
    uploads.map(async (upload, i) => {
      const res = await complete(owner, { galleryId: gallery, key: upload.key, filename: `SAME_${i}.jpg` });
      return { status: res.status, photo: ((await res.json()) as { photo: { id: string; fileId: string } }).photo };
    }),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(UPLOADS - 1).fill(200), 201]);
  const rows = await sql<{ id: string; fileId: string }[]>`
    select id, file_id as "fileId" from photos where gallery_id = ${gallery}`;
  expect(rows).toHaveLength(1);
  expect(new Set(answers.map((answer) => answer.photo.id))).toEqual(new Set([rows[0]!.id]));
  const [storage] = await sql<{ storedBytes: number; photos: number }[]>`
    select stored_bytes::float8 as "storedBytes", photos from account_storage where account_id = ${owner.accountId}`;
  expect(storage).toEqual({ storedBytes: photo.length, photos: 1 });
  // Only the photo's own file is kept of the twenty sent.
  const kept = await Promise.all(uploads.map((upload) => objectExists(upload.key.slice(STAGING_PREFIX.length))));
  expect(kept.filter(Boolean)).toHaveLength(1);
});
