// Clients' downloads (functions/public/download-*.ts, functions/downloads/, the jobs' ZIP
// builder): a client's favourites come as a ZIP of their originals, byte for byte, or of web
// renders, with a mail when it is ready; one photo comes as its original; every photo taken is
// counted for that client alone; the photographer's PIN and size choices hold, and a refused
// request changes nothing.
import contentDisposition from 'content-disposition';
import { unzipSync } from 'fflate';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { invitedClient } from './support/gallery-clients';
import { createGallery, giveSlug, jpeg, putObject } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let other: TestUser;
let slug: string;
let otherSlug: string;
let gallery: string;
const originals = new Map<string, Buffer>();
let photoIds: string[] = [];

async function addPhotos(user: TestUser, galleryId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let order = 0; order < count; order++) {
    const id = newId();
    const bytes = await jpeg(60 + order, 40);
    const fileId = `${user.accountId}/${galleryId}/${id}`;
    await putObject(fileId, bytes);
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
      values (${id}, ${user.accountId}, ${user.userId}, ${galleryId}, ${`IMG_${order + 1}.jpg`}, ${fileId},
              ${bytes.length}, 'image/jpeg', ${60 + order}, 40, ${order})`;
    originals.set(id, bytes);
    ids.push(id);
  }
  return ids;
}

const setSettings = (settings: Parameters<typeof sql.json>[0], galleryId = gallery) =>
  sql`update galleries set settings = settings || ${sql.json(settings)} where id = ${galleryId}`;
const base = (galleryId = gallery, studio = slug) => `/api/p/${studio}/gallery/${galleryId}`;
const favourite = (access: string, photoId: string) =>
  api('PUT', `${base()}/selection/${photoId}?access=${encodeURIComponent(access)}`, {
    body: { lists: ['favourites'] },
  });
const askZip = (access: string, body: object, galleryId = gallery, studio = slug) =>
  api('POST', `${base(galleryId, studio)}/downloads?access=${encodeURIComponent(access)}`, { body });
const askPhoto = (access: string, body: object) =>
  api('POST', `${base()}/downloads/photo?access=${encodeURIComponent(access)}`, { body });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const counted = (email: string) =>
  sql<{ photosDownloaded: number; requests: number; photos: number }[]>`
    select i.photos_downloaded as "photosDownloaded",
           (select count(*)::int from gallery_downloads where invite_id = i.id) as requests,
           (select count(*)::int from gallery_photo_downloads where invite_id = i.id) as photos
    from gallery_invites i where i.email = ${email}`.then(([row]) => row);
/** What the photographer's Sharing tab reads of a client: each photo's times, and whether they came by. */
const activity = (email: string) =>
  sql<{ times: number[]; opened: boolean; downloadedAt: boolean }[]>`
    select coalesce((select array_agg(d.times order by d.times) from gallery_photo_downloads d
                     where d.invite_id = i.id), '{}') as times,
           i.last_opened_at is not null as opened, i.last_downloaded_at is not null as "downloadedAt"
    from gallery_invites i where i.email = ${email}`.then(([row]) => row);

const GALLERY_NAME = 'Ana & Joan — Wedding 💍';

type Started = { download: { id: string; token: string; photos: number; parts: number } };
type Status = { parts: { part: number; status: string; photos: number; size: number | null }[] };

/** The ZIP of a ready part, through its link (a redirect to the bucket). */
async function partEntries(id: string, token: string, part = 1): Promise<Record<string, Uint8Array>> {
  const link = await fetch(`${platformOrigin()}/api/downloads/${id}/parts/${part}?token=${token}`, {
    redirect: 'manual',
  });
  expect(link.status).toBe(302);
  const zip = await fetch(link.headers.get('location') ?? '');
  expect(zip.status).toBe(200);
  // Saved under the gallery's own name, accents, dash and emoji included (RFC 6266).
  expect(contentDisposition.parse(zip.headers.get('content-disposition') ?? '').parameters.filename).toBe(
    `${GALLERY_NAME}.zip`,
  );
  return unzipSync(new Uint8Array(await zip.arrayBuffer()));
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('downloads'), newUser('downloads-other')]);
  [slug, otherSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, other)]);
  gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: GALLERY_NAME });
  await setSettings({ downloads: true, downloadSizes: 'both' });
  photoIds = await addPhotos(owner, gallery, 3);
});
afterAll(() => sql.end());

describe('a ZIP of a client’s favourites', () => {
  it('holds their favourites’ originals byte for byte, is mailed when ready, and counts for them alone', async () => {
    const [anna, marc] = await Promise.all([invitedClient(gallery, slug, owner), invitedClient(gallery, slug, owner)]);
    const [first, second, third] = photoIds as [string, string, string];
    for (const id of [first, third]) expect((await favourite(anna.access, id)).status).toBe(200);
    expect((await favourite(marc.access, second)).status).toBe(200);

    const asked = await askZip(anna.access, { list: 'favourites', size: 'original', locale: 'es' });
    expect(asked.status).toBe(202);
    const { download } = (await asked.json()) as Started;
    expect(download).toMatchObject({ photos: 2, parts: 1 });
    const status = () => api('GET', `/api/downloads/${download.id}?token=${download.token}`);
    expect(((await (await status()).json()) as Status).parts).toEqual([
      { part: 1, status: 'pending', photos: 2, size: null },
    ]);

    await runJobs();
    const ready = ((await (await status()).json()) as Status).parts;
    expect(ready).toEqual([{ part: 1, status: 'ready', photos: 2, size: expect.any(Number) }]);
    // Asked for and built, but not yet taken: nothing counts, and the client has not come by.
    expect(await activity(anna.email)).toEqual({ times: [], opened: false, downloadedAt: false });
    const entries = await partEntries(download.id, download.token);
    // Delivered once: each photo counts once, and the download is a visit.
    expect(await activity(anna.email)).toEqual({ times: [1, 1], opened: true, downloadedAt: true });
    expect(Object.keys(entries).sort()).toEqual(['IMG_1.jpg', 'IMG_3.jpg']);
    expect(Buffer.from(entries['IMG_1.jpg'] ?? [])).toEqual(originals.get(first));
    expect(Buffer.from(entries['IMG_3.jpg'] ?? [])).toEqual(originals.get(third));

    // One mail, in the language the client asked in, with the link to the download's page.
    await runJobs();
    const mails = await mailsTo(anna.email);
    const ready_mails = mails.filter((mail) => mail.subject.includes('Wedding') && mail.text.includes('/downloads/'));
    expect(ready_mails).toHaveLength(1);
    expect(ready_mails[0]?.subject).toContain('listas para descargar');
    expect(ready_mails[0]?.text).toContain(`/p/${slug}/downloads/${download.id}?token=${download.token}`);

    expect(await counted(anna.email)).toEqual({ photosDownloaded: 2, requests: 1, photos: 2 });
    expect(await counted(marc.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });

  it('that could not be built counts nothing, even when its link is tried', async () => {
    const broken = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: GALLERY_NAME });
    await setSettings({ downloads: true, downloadSizes: 'both' }, broken);
    await addPhotos(owner, broken, 1);
    // A photo whose file storage cannot give back: the part's build fails.
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width,
                                  height, "order")
      values (${newId()}, ${owner.accountId}, ${owner.userId}, ${broken}, 'IMG_lost.jpg',
              ${`${owner.accountId}/${broken}/${newId()}`}, 1000, 'image/jpeg', 60, 40, 1)`;
    const client = await invitedClient(broken, slug, owner);
    const asked = await askZip(client.access, { list: 'all', size: 'original' }, broken);
    expect(asked.status).toBe(202);
    const { download } = (await asked.json()) as Started;
    await runJobs();
    const status = await api('GET', `/api/downloads/${download.id}?token=${download.token}`);
    expect(((await status.json()) as Status).parts).toEqual([{ part: 1, status: 'failed', photos: 2, size: null }]);
    const link = await fetch(`${platformOrigin()}/api/downloads/${download.id}/parts/1?token=${download.token}`, {
      redirect: 'manual',
    });
    expect(link.status).toBe(404);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 1, photos: 0 });
    expect(await activity(client.email)).toEqual({ times: [], opened: false, downloadedAt: false });
  });

  it('opens only with its own token: another download’s token or none gets the same 404', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const asked = await askZip(client.access, { list: 'all', size: 'web' });
    const { download } = (await asked.json()) as Started;
    const otherAsked = await askZip(client.access, { list: 'all', size: 'original' });
    const { download: another } = (await otherAsked.json()) as Started;
    for (const token of [another.token, '', 'x'.repeat(43)]) {
      const res = await api('GET', `/api/downloads/${download.id}?token=${token}`);
      expect(res.status).toBe(404);
      expect(await codeOf(res)).toBe('download_link_invalid');
    }
    const early = await fetch(`${platformOrigin()}/api/downloads/${download.id}/parts/1?token=${download.token}`, {
      redirect: 'manual',
    });
    expect(early.status).toBe(404);
  });

  it('of the whole gallery in web size holds a JPEG render of every photo, named .jpg', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const { download } = (await (await askZip(client.access, { list: 'all', size: 'web' })).json()) as Started;
    await runJobs();
    const entries = await partEntries(download.id, download.token);
    expect(Object.keys(entries).sort()).toEqual(['IMG_1.jpg', 'IMG_2.jpg', 'IMG_3.jpg']);
    for (const bytes of Object.values(entries)) expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    // A render, not the original.
    expect(Buffer.from(entries['IMG_1.jpg'] ?? [])).not.toEqual(originals.get(photoIds[0] ?? ''));
    expect((await counted(client.email))?.photosDownloaded).toBe(3);
  });

  it('refuses an empty list and a list the gallery does not have, storing nothing', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const empty = await askZip(client.access, { list: 'favourites', size: 'web' });
    expect(empty.status).toBe(400);
    expect(await codeOf(empty)).toBe('download_empty');
    expect((await askZip(client.access, { list: 'nope', size: 'web' })).status).toBe(400);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });
});

describe('one photo', () => {
  it('comes as its untouched original, counted once more for the client', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const photoId = photoIds[1] ?? '';
    const name = 'Núria_ñ_002 — 💍.jpg';
    await sql`update photos set filename = ${name} where id = ${photoId}`;
    try {
      for (let time = 0; time < 2; time++) {
        const res = await askPhoto(client.access, { photoId, size: 'original' });
        expect(res.status).toBe(200);
        const { url, filename } = (await res.json()) as { url: string; filename: string };
        expect(filename).toBe(name);
        // Asked for, not yet handed over: nothing counts until its link is followed.
        expect((await counted(client.email))?.photosDownloaded).toBe(time === 0 ? 0 : 1);
        const file = await fetch(`${platformOrigin()}${url}`);
        expect(file.status).toBe(200);
        expect(contentDisposition.parse(file.headers.get('content-disposition') ?? '').parameters.filename).toBe(name);
        expect(Buffer.from(await file.arrayBuffer())).toEqual(originals.get(photoId));
      }
    } finally {
      await sql`update photos set filename = 'IMG_2.jpg' where id = ${photoId}`;
    }
    const [row] = await sql<{ times: number }[]>`
      select d.times from gallery_photo_downloads d join gallery_invites i on i.id = d.invite_id
      where i.email = ${client.email} and d.photo_id = ${photoId}`;
    expect(row?.times).toBe(2);
    expect((await counted(client.email))?.photosDownloaded).toBe(1);
  });

  it('whose link is forged or from an invite since revoked is not handed over, and counts nothing', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const photoId = photoIds[0] ?? '';
    const res = await askPhoto(client.access, { photoId, size: 'original' });
    const { url } = (await res.json()) as { url: string };
    const token = new URL(url, platformOrigin()).searchParams.get('token') ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const otherPhoto = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), p: photoIds[1] }),
    ).toString('base64url');
    const follow = (link: string) => fetch(`${platformOrigin()}${link}`, { redirect: 'manual' });
    for (const forged of [`${otherPhoto}.${signature}`, `${payload}.${signature.slice(1)}`, payload, 'nope']) {
      const answer = await follow(`/api/downloads/photo?token=${encodeURIComponent(forged)}`);
      expect(answer.status).toBe(404);
      expect(await codeOf(answer)).toBe('download_link_invalid');
    }
    await sql`update gallery_invites set revoked_at = ${Date.now()} where email = ${client.email}`;
    const revoked = await follow(url);
    expect(revoked.status).toBe(404);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });

  it('of another gallery is not found, and counts nothing', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const elsewhere = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const [foreign] = await addPhotos(owner, elsewhere, 1);
    const res = await askPhoto(client.access, { photoId: foreign, size: 'web' });
    expect(res.status).toBe(404);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });
});

describe('what the photographer allows', () => {
  it('asks for the PIN, refuses a wrong one, and never shows it to clients', async () => {
    const pinned = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: 'Wedding' });
    await setSettings({ downloads: true, downloadSizes: 'web', downloadPin: '4321' }, pinned);
    await addPhotos(owner, pinned, 1);
    const client = await invitedClient(pinned, slug, owner);

    const page = await api('GET', `${base(pinned)}?access=${encodeURIComponent(client.access)}`);
    const text = await page.text();
    expect(JSON.parse(text)).toMatchObject({ gallery: { downloads: { sizes: ['web'], pinRequired: true } } });
    expect(text).not.toContain('4321');

    const missing = await askZip(client.access, { list: 'all', size: 'web' }, pinned);
    expect([missing.status, await codeOf(missing)]).toEqual([403, 'download_pin_required']);
    const wrong = await askZip(client.access, { list: 'all', size: 'web', pin: '1111' }, pinned);
    expect([wrong.status, await codeOf(wrong)]).toEqual([403, 'download_pin_incorrect']);
    // As many letters as the PIN but more bytes: still just a wrong PIN.
    const accented = await askZip(client.access, { list: 'all', size: 'web', pin: '432ñ' }, pinned);
    expect([accented.status, await codeOf(accented)]).toEqual([403, 'download_pin_incorrect']);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
    const right = await askZip(client.access, { list: 'all', size: 'web', pin: '4321' }, pinned);
    expect(right.status).toBe(202);
  });

  it('stops guesses after five wrong PINs an hour, even the right one', async () => {
    const pinned = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    await setSettings({ downloads: true, downloadPin: '2468' }, pinned);
    await addPhotos(owner, pinned, 1);
    const client = await invitedClient(pinned, slug, owner);
    for (let guess = 0; guess < 5; guess++) {
      expect((await askZip(client.access, { list: 'all', size: 'web', pin: `100${guess}` }, pinned)).status).toBe(403);
    }
    const right = await askZip(client.access, { list: 'all', size: 'web', pin: '2468' }, pinned);
    expect([right.status, await codeOf(right)]).toEqual([429, 'too_many_requests']);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });

  it('refuses downloads that are off and sizes not offered, storing nothing', async () => {
    const closed = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    await setSettings({ downloads: false }, closed);
    const webOnly = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    await setSettings({ downloads: true, downloadSizes: 'web' }, webOnly);
    for (const id of [closed, webOnly]) await addPhotos(owner, id, 1);
    const [closedClient, webClient] = await Promise.all([
      invitedClient(closed, slug, owner),
      invitedClient(webOnly, slug, owner),
    ]);

    const off = await askZip(closedClient.access, { list: 'all', size: 'web' }, closed);
    expect([off.status, await codeOf(off)]).toEqual([403, 'downloads_off']);
    const original = await askZip(webClient.access, { list: 'all', size: 'original' }, webOnly);
    expect([original.status, await codeOf(original)]).toEqual([403, 'download_size_not_allowed']);
    for (const client of [closedClient, webClient]) {
      expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
    }
  });

  it('gives a client’s token nothing in another gallery or another studio', async () => {
    const client = await invitedClient(gallery, slug, owner);
    const elsewhere = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    await setSettings({ downloads: true }, elsewhere);
    const foreign = await createGallery(sql, other, { status: 'published', visibility: 'invite' });
    await setSettings({ downloads: true }, foreign);
    expect((await askZip(client.access, { list: 'all', size: 'web' }, elsewhere)).status).toBe(403);
    expect((await askZip(client.access, { list: 'all', size: 'web' }, foreign, otherSlug)).status).toBe(403);
    expect(await counted(client.email)).toEqual({ photosDownloaded: 0, requests: 0, photos: 0 });
  });
});
