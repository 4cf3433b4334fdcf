// Clients' selections in a gallery (functions/public/selection-*.ts): each client keeps their
// own favourites and lists, with a comment per photo; a named list's maximum holds however fast
// they click; sending it tells the photographer; a public gallery's visitor becomes a client by
// giving their name; and nobody reads another client's choices, while the studio's members read
// them all through Zero.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { clientOf, load, readRefusal } from './support/booking-fixtures';
import { invitedClient as invitedGalleryClient, newAddress } from './support/gallery-clients';
import { createGallery, giveSlug, memberAccess } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let other: TestUser;
let slug: string;
let gallery: string;
let photos: string[];
const LISTS = [
  { id: 'album', name: 'Album', max: 2 },
  { id: 'prints', name: 'Prints', max: null },
];

async function insertPhotos(galleryId: string, user: TestUser, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newId());
  for (const [order, id] of ids.entries()) {
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
              values (${id}, ${user.accountId}, ${user.userId}, ${galleryId}, ${`IMG_${order + 1}.jpg`},
                      ${`${user.accountId}/${galleryId}/${id}`}, 1000, 'image/jpeg', 300, 200, ${order})`;
  }
  return ids;
}

const invitedClient = (galleryId: string, studioSlug = slug, by = owner) =>
  invitedGalleryClient(galleryId, studioSlug, by);
const address = newAddress;

const base = (galleryId = gallery, studioSlug = slug) => `/api/p/${studioSlug}/gallery/${galleryId}`;
const selectionOf = (access: string, galleryId = gallery) =>
  api('GET', `${base(galleryId)}/selection?access=${encodeURIComponent(access)}`);
const pick = (access: string, photoId: string, body: unknown, galleryId = gallery) =>
  api('PUT', `${base(galleryId)}/selection/${photoId}?access=${encodeURIComponent(access)}`, { body });
const send = (access: string) =>
  api('POST', `${base()}/selection/send?access=${encodeURIComponent(access)}`, { body: { language: 'es' } });
const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
const storedPicks = (galleryId = gallery) =>
  sql<{ inviteId: string; photoId: string; lists: string[]; comment: string }[]>`
    select invite_id as "inviteId", photo_id as "photoId", lists, comment from gallery_picks
    where gallery_id = ${galleryId} order by invite_id, photo_id`;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('picks'), newUser('picks-other')]);
  slug = await giveSlug(sql, owner);
  gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: 'Wedding' });
  await sql`update galleries set settings = settings || ${sql.json({ selectionLists: LISTS })} where id = ${gallery}`;
  photos = await insertPhotos(gallery, owner, 4);
});
afterAll(() => sql.end());

describe('a client’s selection', () => {
  it('keeps each client’s favourites, lists and comments to themselves, across reloads', async () => {
    const [anna, marc] = await Promise.all([invitedClient(gallery), invitedClient(gallery)]);
    expect(
      (await pick(anna.access, photos[0]!, { lists: ['favourites', 'album'], comment: 'For the cover' })).status,
    ).toBe(200);
    expect((await pick(anna.access, photos[1]!, { lists: ['prints'] })).status).toBe(200);
    expect((await pick(marc.access, photos[0]!, { lists: ['favourites'] })).status).toBe(200);

    const read = await selectionOf(anna.access);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      lists: [{ id: 'favourites', name: '', max: null }, ...LISTS],
      picks: [
        { photoId: photos[0], lists: ['favourites', 'album'], comment: 'For the cover' },
        { photoId: photos[1], lists: ['prints'], comment: '' },
      ],
      sentAt: null,
      lockedAt: null,
      // No package: nothing counted against a number, nothing unlocked.
      package: {
        includedPhotos: null,
        extraPhotoPrice: null,
        chosen: 1,
        paidExtras: 0,
        currency: { code: 'EUR', symbol: '€', position: 'before' },
      },
      unlockedSizes: [],
      client: { name: '', email: anna.email },
    });
    const marcs = (await (await selectionOf(marc.access)).json()) as { picks: unknown[] };
    expect(marcs.picks).toEqual([{ photoId: photos[0], lists: ['favourites'], comment: '' }]);

    // Choosing is not opening the gallery: the Sharing tab's "last opened" stays as it was.
    expect(await sql`select last_opened_at from gallery_invites where email = ${anna.email}`).toEqual([
      { last_opened_at: null },
    ]);

    // Taking a photo out of every list and clearing its comment forgets it; the rest stays.
    expect((await pick(anna.access, photos[1]!, { lists: [], comment: '' })).status).toBe(200);
    const after = (await (await selectionOf(anna.access)).json()) as { picks: { photoId: string }[] };
    expect(after.picks.map((p) => p.photoId)).toEqual([photos[0]]);
  });

  it('holds a list’s maximum, even against requests at once, and refuses without changing anything', async () => {
    const client = await invitedClient(gallery);
    expect((await pick(client.access, photos[0]!, { lists: ['album'] })).status).toBe(200);
    const answers = await Promise.all(
      photos.slice(1).map((photoId) => pick(client.access, photoId, { lists: ['album', 'favourites'] })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: { code: 'list_full', details: { listId: 'album' } } });
    const { picks } = (await (await selectionOf(client.access)).json()) as { picks: { lists: string[] }[] };
    expect(picks.filter((p) => p.lists.includes('album'))).toHaveLength(2);
    // A refused photo was not even made a favourite.
    expect(picks).toHaveLength(2);
    // Moving a photo's own place in a full list is no new place.
    expect((await pick(client.access, photos[0]!, { lists: ['album'], comment: 'Still in' })).status).toBe(200);
  });

  it('refuses bad input, unknown lists, another gallery’s photo and a member’s token, storing nothing', async () => {
    const client = await invitedClient(gallery);
    const elsewhere = await createGallery(sql, owner, { status: 'published', visibility: 'invite' });
    const [foreignPhoto] = await insertPhotos(elsewhere, owner, 1);
    const before = await storedPicks();
    expect(await codeOf(await pick(client.access, photos[0]!, { lists: ['retouch'] }))).toBe('invalid_input');
    expect(await codeOf(await pick(client.access, photos[0]!, { lists: 'album' }))).toBe('invalid_input');
    expect(await codeOf(await pick(client.access, photos[0]!, { lists: [], comment: 'x'.repeat(1001) }))).toBe(
      'invalid_input',
    );
    expect((await pick(client.access, foreignPhoto!, { lists: ['favourites'] })).status).toBe(404);
    // The client's token opens only its own gallery.
    expect((await pick(client.access, foreignPhoto!, { lists: ['favourites'] }, elsewhere)).status).toBe(403);
    const member = await memberAccess(owner, gallery);
    const asMember = await pick(member, photos[0]!, { lists: ['favourites'] });
    expect(asMember.status).toBe(403);
    expect(await codeOf(asMember)).toBe('selection_needs_client');
    expect((await pick('forged.token', photos[0]!, { lists: ['favourites'] })).status).toBe(403);
    expect(await storedPicks()).toEqual(before);
  });

  it('stops working the moment the photographer revokes the invite', async () => {
    const client = await invitedClient(gallery);
    expect((await pick(client.access, photos[2]!, { lists: ['favourites'] })).status).toBe(200);
    await sql`update gallery_invites set revoked_at = ${Date.now()} where gallery_id = ${gallery} and email = ${client.email}`;
    expect((await selectionOf(client.access)).status).toBe(403);
    expect((await pick(client.access, photos[3]!, { lists: ['favourites'] })).status).toBe(403);
  });
});

describe('finishing a selection', () => {
  it('mails the owner each list’s count in the client’s language and keeps when it was finished', async () => {
    const client = await invitedClient(gallery);
    expect(await codeOf(await send(client.access))).toBe('selection_empty');
    await pick(client.access, photos[0]!, { lists: ['favourites', 'album'] });
    await pick(client.access, photos[1]!, { lists: ['favourites'] });
    const before = Date.now();
    const res = await send(client.access);
    expect(res.status).toBe(200);
    const { sentAt } = (await res.json()) as { sentAt: number };
    expect(sentAt).toBeGreaterThanOrEqual(before);
    const notice = (await mailsTo(owner.email)).find((mail) => mail.text.includes(client.email));
    expect(notice).toMatchObject({
      subject: `${client.email} ha terminado de elegir en «Wedding»`,
    });
    expect(notice?.text).toContain('Favoritas: 2');
    expect(notice?.text).toContain('Album: 1 de 2');
    expect(notice?.text).toContain('Prints: 0');
    // Each list's photos as Lightroom's filter takes them.
    expect(notice?.text).toContain('Para el filtro de Lightroom: IMG_1, IMG_2');
    expect(notice?.text).toContain(`/app/galleries/${gallery}?tab=sharing`);
    const [{ sent } = { sent: 0 }] = await sql<{ sent: number }[]>`
      select selection_sent_at::float8 as sent from gallery_invites where gallery_id = ${gallery} and email = ${client.email}`;
    expect(sent).toBe(sentAt);
  });
});

describe('a public gallery’s visitor', () => {
  it('becomes a client by giving a name and e-mail, and gets their personal link by mail', async () => {
    const open = await createGallery(sql, owner, { status: 'published', visibility: 'public', name: 'Open day' });
    const [photo] = await insertPhotos(open, owner, 1);
    const email = address('visitor');
    const res = await api('POST', `${base(open)}/visitors`, { body: { name: 'Laia Puig', email, language: 'ca' } });
    expect(res.status).toBe(201);
    const {
      access: { token: access },
    } = (await res.json()) as { access: { token: string; expiresAt: number } };
    expect((await pick(access, photo!, { lists: ['favourites'] }, open)).status).toBe(200);
    const read = (await (await selectionOf(access, open)).json()) as { client: unknown };
    expect(read.client).toEqual({ name: 'Laia Puig', email });
    const [mail] = await mailsTo(email);
    expect(mail?.text).toContain(`/p/${slug}/invite/${open}?token=`);

    // The same e-mail again gets no token: only its mailbox does, with a new link.
    const again = await api('POST', `${base(open)}/visitors`, { body: { name: 'Someone', email, language: 'en' } });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ mailed: true });
    expect(await mailsTo(email)).toHaveLength(2);
    const [{ count } = { count: 0 }] = await sql<{ count: number }[]>`
      select count(*)::int as count from gallery_invites where gallery_id = ${open}`;
    expect(count).toBe(1);
  });

  it('is refused on an invite-only gallery and with a bad e-mail, creating no client', async () => {
    const before = await sql`select id from gallery_invites where gallery_id = ${gallery} order by id`;
    const invited = await api('POST', `${base()}/visitors`, { body: { name: 'Eve', email: address('eve') } });
    expect(invited.status).toBe(403);
    const open = await createGallery(sql, owner, { status: 'published', visibility: 'public' });
    const bad = await api('POST', `${base(open)}/visitors`, { body: { name: 'Eve', email: 'not-an-email' } });
    expect(await codeOf(bad)).toBe('invalid_input');
    expect(await sql`select id from gallery_invites where gallery_id = ${gallery} order by id`).toEqual(before);
    expect(await sql`select id from gallery_invites where gallery_id = ${open}`).toEqual([]);
  });
});

describe('the studio’s view of selections', () => {
  it('lets only its members read a gallery’s picks through Zero, and nobody write them through /rest/v1', async () => {
    const client = await invitedClient(gallery);
    await pick(client.access, photos[3]!, { lists: ['prints'], comment: 'A3, matte' });
    const request = queries.galleries.picks({ accountId: owner.accountId, galleryId: gallery });
    const member = clientOf(owner);
    const intruder = clientOf(other, [other.accountId, owner.accountId]);
    try {
      await load(member, request);
      const rows = await member.run(request);
      expect(rows.some((row) => row.photoId === photos[3] && row.comment === 'A3, matte')).toBe(true);
      expect(await readRefusal(intruder, request)).toMatch(/Not a member of the account/);
    } finally {
      await Promise.all([member.close(), intruder.close()]);
    }
    const [row] = await sql<{ id: string }[]>`
      select p.id from gallery_picks p join gallery_invites i on i.id = p.invite_id
      where i.email = ${client.email} and p.photo_id = ${photos[3]!}`;
    // A member's /rest/v1 request runs as `authenticated`, which may read picks but never write them.
    const asMember = sql.begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: owner.userId, role: 'authenticated' })}, true)`;
      await tx.unsafe('set local role authenticated');
      await tx`update gallery_picks set comment = 'forged' where id = ${row!.id}`;
    });
    await expect(asMember).rejects.toThrow(/permission denied/);
    expect((await sql`select comment from gallery_picks where id = ${row!.id}`)[0]).toEqual({ comment: 'A3, matte' });
  });
});
