// The Lightroom plugin against the platform: the requests its own Lua forms (run in a Lua VM,
// integrations/lightroom/request-builder.ts) sent as Lightroom's LrHttp would send them, with a
// real access token. A collection published becomes a gallery; an edited photo published again
// replaces its photo in place; a revoked token publishes nothing.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import type { UploadedPhoto } from '../../core/domain/images';
import { callPlugin, pluginRequest, type PluginRequest } from '../../integrations/lightroom/request-builder';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { jpeg, objectExists } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let exportDir: string;

beforeAll(async () => {
  owner = await newUser('lightroom');
  exportDir = await mkdtemp(path.join(os.tmpdir(), 'lightroom-export-'));
});
afterAll(async () => {
  await sql.end();
  await rm(exportDir, { recursive: true, force: true });
});

type Answer = { ok: boolean; status?: number; code?: string; body?: Record<string, unknown> };
type Settings = { siteUrl: string; token: string };

/** Sends a request as LrHttp would (get, post, postMultipart), and reads the answer with the plugin's Lua. */
async function send(request: PluginRequest): Promise<Answer> {
  let body: BodyInit | undefined = request.body;
  if (request.form) {
    const form = new FormData();
    for (const part of request.form) {
      if (part.filePath === undefined) form.append(part.name, part.value ?? '');
      else form.append(part.name, new Blob([await readFile(part.filePath)], { type: part.contentType }), part.fileName);
    }
    body = form;
  }
  const headers = Object.fromEntries((request.headers ?? []).map((h) => [h.field, h.value]));
  const res = await fetch(request.url, { method: request.method, headers, body });
  return callPlugin('RequestBuilder', 'answer', res.status, await res.text()) as Answer;
}

async function makeToken(user: TestUser): Promise<Settings> {
  const res = await api('POST', `/api/accounts/${user.accountId}/access-tokens`, {
    token: user.accessToken,
    body: { name: 'Lightroom Classic', days: 30 },
  });
  const { secret } = (await res.json()) as { secret: string };
  return { siteUrl: platformOrigin(), token: secret };
}

/** What the publish service does with one rendered photo (StudioApi.publishPhoto): the complete's answer. */
async function publish(settings: Settings, galleryId: string, name: string, bytes: Buffer, replacePhotoId?: string) {
  const filePath = path.join(exportDir, name);
  await writeFile(filePath, bytes);
  const presigned = await send(
    pluginRequest('presign', settings, galleryId, { name, size: bytes.length, type: 'image/jpeg' }),
  );
  if (!presigned.ok) return presigned;
  const [slot] = presigned.body!.uploads as { key: string; url: string; fields: Record<string, string> }[];
  const stored = await send(pluginRequest('bucketPost', slot, { name, path: filePath, type: 'image/jpeg' }));
  expect(stored.status).toBeLessThan(300);
  return send(pluginRequest('complete', settings, galleryId, slot!.key, name, replacePhotoId));
}

/** A new gallery, as the first publish of a collection makes it. */
async function newGallery(settings: Settings, name: string): Promise<string> {
  const made = await send(pluginRequest('createGallery', settings, name));
  expect(made).toMatchObject({ ok: true, status: 201 });
  return (made.body!.gallery as { id: string }).id;
}

const photoOf = (answer: Answer) => answer.body!.photo as UploadedPhoto;

const galleryRows = async (galleryId: string) => ({
  photos: await sql`select * from photos where gallery_id = ${galleryId} order by "order", id`,
  picks: await sql`select * from gallery_picks where gallery_id = ${galleryId} order by id`,
});

describe('publishing from Lightroom', () => {
  it('publishes a collection into a new gallery, and an edited photo again in place of its photo', async () => {
    const settings = await makeToken(owner);
    const galleryId = await newGallery(settings, 'Anna & Joan');
    const listed = await send(pluginRequest('listGalleries', settings));
    expect(listed.body!.galleries).toContainEqual({ id: galleryId, name: 'Anna & Joan' });

    const first = photoOf(await publish(settings, galleryId, 'IMG_0042.jpg', await jpeg(64, 48)));
    const second = photoOf(await publish(settings, galleryId, 'IMG_0043.jpg', await jpeg(48, 64)));
    expect(first).toMatchObject({ galleryId, filename: 'IMG_0042.jpg', width: 64, height: 48 });

    // A client chose the first photo before it was edited.
    const inviteId = newId();
    await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
              values (${inviteId}, ${owner.accountId}, ${owner.userId}, ${galleryId}, 'anna@example.com', ${newId()},
                      ${Date.now() + 86_400_000})`;
    await sql`insert into gallery_picks (id, account_id, author_id, gallery_id, invite_id, photo_id, lists)
              values (${newId()}, ${owner.accountId}, ${owner.userId}, ${galleryId}, ${inviteId}, ${first.id},
                      ${sql.json(['favourites'])})`;
    const before = await galleryRows(galleryId);

    const edited = await publish(settings, galleryId, 'IMG_0042.jpg', await jpeg(96, 64), first.id);
    expect(edited).toMatchObject({ ok: true, status: 200 });
    const replaced = photoOf(edited);
    expect(replaced).toMatchObject({ id: first.id, width: 96, height: 64, order: first.order });
    const after = await galleryRows(galleryId);
    expect(after.photos.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(after.picks).toEqual(before.picks);
    expect(await objectExists(replaced.fileId)).toBe(true);
    expect(await objectExists(first.fileId)).toBe(false);
  });

  it('publishes a photo deleted from the gallery since as a new one', async () => {
    const settings = await makeToken(owner);
    const galleryId = await newGallery(settings, 'Portraits');
    const gone = photoOf(await publish(settings, galleryId, 'IMG_1.jpg', await jpeg(64, 48)));
    await sql`delete from photos where id = ${gone.id}`;
    const refused = await publish(settings, galleryId, 'IMG_1.jpg', await jpeg(64, 48), gone.id);
    expect(callPlugin('RequestBuilder', 'replacedPhotoGone', refused)).toBe(true);
    const anew = await publish(settings, galleryId, 'IMG_1.jpg', await jpeg(64, 48));
    expect(anew.status).toBe(201);
  });

  it('publishes nothing with a revoked token, and says why', async () => {
    const settings = await makeToken(owner);
    const galleryId = await newGallery(settings, 'Revoked');
    const photo = photoOf(await publish(settings, galleryId, 'IMG_1.jpg', await jpeg(64, 48)));
    const [token] = await sql<{ id: string }[]>`
      select id from private.access_tokens where account_id = ${owner.accountId} order by created_at desc limit 1`;
    const res = await api('DELETE', `/api/accounts/${owner.accountId}/access-tokens/${token!.id}`, {
      token: owner.accessToken,
    });
    expect(res.status).toBe(204);
    const before = await galleryRows(galleryId);

    for (const refused of [
      await send(pluginRequest('listGalleries', settings)),
      await send(pluginRequest('createGallery', settings, 'After revoking')),
      await publish(settings, galleryId, 'IMG_2.jpg', await jpeg(64, 48)),
      await publish(settings, galleryId, 'IMG_1.jpg', await jpeg(96, 64), photo.id),
    ]) {
      expect(refused).toMatchObject({ ok: false, status: 401, code: 'access_token_revoked' });
    }
    expect(await galleryRows(galleryId)).toEqual(before);
    expect(await sql`select id from galleries where name = 'After revoking'`).toEqual([]);
  });
});
