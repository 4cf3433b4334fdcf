// A gallery's package (functions/public/selection-*.ts, lib/gallery/unlocks.ts): the server holds
// the cap on a client's Favourites however many picks race, unless extras are sold; finishing
// locks the selection and unlocks the included photos for that client alone, full size, even
// where the gallery's downloads are off; the photographer reopens it; and a client who has not
// finished is reminded once. Every refusal leaves the rows as they were.
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
const originals = new Map<string, Buffer>();

async function addPhotos(galleryId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let order = 0; order < count; order++) {
    const id = newId();
    const bytes = await jpeg(60 + (order % 10), 40);
    const fileId = `${owner.accountId}/${galleryId}/${id}`;
    await putObject(fileId, bytes);
    await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height, "order")
      values (${id}, ${owner.accountId}, ${owner.userId}, ${galleryId}, ${`IMG_${order + 1}.jpg`}, ${fileId},
              ${bytes.length}, 'image/jpeg', 60, 40, ${order})`;
    originals.set(id, bytes);
    ids.push(id);
  }
  return ids;
}

/** A published gallery whose package includes `included` photos, with extras sold at `extraPrice` (or not). */
async function packagedGallery(
  included: number,
  options: { photos?: number; extraPrice?: number | null; settings?: Record<string, unknown> } = {},
) {
  const gallery = await createGallery(sql, owner, { status: 'published', visibility: 'invite', name: 'Wedding' });
  let priceList: string | null = null;
  if (options.extraPrice !== undefined) {
    priceList = newId();
    await sql`insert into price_lists (id, account_id, author_id, name, extra_photo_price)
              values (${priceList}, ${owner.accountId}, ${owner.userId}, 'Prints', ${options.extraPrice})`;
  }
  await sql`update galleries set included_photos = ${included}, price_list_id = ${priceList},
              settings = settings || ${sql.json({ downloads: false, ...options.settings })}
            where id = ${gallery}`;
  return { gallery, photos: await addPhotos(gallery, options.photos ?? 4) };
}

const base = (galleryId: string) => `/api/p/${slug}/gallery/${galleryId}`;
const q = (access: string) => `?access=${encodeURIComponent(access)}`;
const pick = (galleryId: string, access: string, photoId: string, lists = ['favourites'], comment = '') =>
  api('PUT', `${base(galleryId)}/selection/${photoId}${q(access)}`, { body: { lists, comment } });
const finish = (galleryId: string, access: string) =>
  api('POST', `${base(galleryId)}/selection/send${q(access)}`, { body: { language: 'en' } });
const readSelection = async (galleryId: string, access: string) =>
  (await (await api('GET', `${base(galleryId)}/selection${q(access)}`)).json()) as {
    lockedAt: number | null;
    package: { includedPhotos: number | null; extraPhotoPrice: number | null; chosen: number; paidExtras: number };
  };
const reopen = (user: TestUser, galleryId: string, inviteId: string) =>
  api('POST', `/api/accounts/${user.accountId}/galleries/${galleryId}/invites/${inviteId}/reopen-selection`, {
    token: user.accessToken,
  });
const error = async (res: Response) => ((await res.json()) as { error: { code: string; details?: unknown } }).error;

const inviteOf = async (email: string) =>
  (
    await sql<{ id: string; lockedAt: number | null; sentAt: number | null; remindedAt: number | null }[]>`
      select id, selection_locked_at::float8 as "lockedAt", selection_sent_at::float8 as "sentAt",
             selection_reminded_at::float8 as "remindedAt"
      from gallery_invites where email = ${email}`
  )[0]!;
const favouritesOf = (galleryId: string, email: string) =>
  sql<{ photoId: string }[]>`
    select k.photo_id as "photoId" from gallery_picks k join gallery_invites i on i.id = k.invite_id
    where k.gallery_id = ${galleryId} and i.email = ${email} and k.lists ? 'favourites' order by k.photo_id`.then(
    (rows) => rows.map((row) => row.photoId),
  );
const unlocksOf = (email: string) =>
  sql<{ photoId: string | null; size: string; orderId: string | null }[]>`
    select u.photo_id as "photoId", u.size, u.order_id as "orderId"
    from gallery_unlocks u join gallery_invites i on i.id = u.invite_id
    where i.email = ${email} order by u.photo_id`;

/** An order of the client's for one extra photo, paid (its invoice a draft here) or since refunded. */
async function extraOrder(galleryId: string, inviteId: string, email: string, photoId: string, status: string) {
  const [customer, invoice, order] = [newId(), newId(), newId()];
  await sql`insert into customers (id, account_id, author_id, name, email, lead_at)
            values (${customer}, ${owner.accountId}, ${owner.userId}, 'Client', ${email}, ${Date.now()})`;
  await sql`insert into invoices (id, account_id, author_id, customer_id, currency, subtotal, total)
            values (${invoice}, ${owner.accountId}, ${owner.userId}, ${customer}, 'EUR', 500, 500)`;
  await sql`insert into gallery_orders (id, account_id, gallery_id, invite_id, status, currency, buyer_email, invoice_id,
                                        customer_id, subtotal, total, paid_at)
            values (${order}, ${owner.accountId}, ${galleryId}, ${inviteId}, ${status}, 'EUR', ${email}, ${invoice},
                    ${customer}, 500, 500, ${Date.now()})`;
  await sql`insert into gallery_order_items (id, account_id, order_id, kind, photo_id, filename, description, unit_price,
                                             net)
            values (${newId()}, ${owner.accountId}, ${order}, 'extra_photo', ${photoId}, 'IMG_3.jpg', 'Extra photo', 500,
                    500)`;
}

/** Two photos chosen and the selection finished: the client's included photos are unlocked. */
async function finishedClient(galleryId: string, photos: string[]) {
  const client = await invitedClient(galleryId, slug, owner);
  for (const photoId of photos) expect((await pick(galleryId, client.access, photoId)).status).toBe(200);
  expect((await finish(galleryId, client.access)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('package'), newUser('package-other')]);
  slug = await giveSlug(sql, owner);
});
afterAll(() => sql.end());

describe('the package’s cap', () => {
  it('refuses a Favourite past the included photos when no extras are sold, changing nothing', async () => {
    const { gallery, photos } = await packagedGallery(2);
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 2)) expect((await pick(gallery, client.access, photoId)).status).toBe(200);
    const before = await favouritesOf(gallery, client.email);
    const refused = await pick(gallery, client.access, photos[2]!);
    expect(refused.status).toBe(409);
    expect(await error(refused)).toMatchObject({ code: 'selection_full', details: { included: 2 } });
    expect(await favouritesOf(gallery, client.email)).toEqual(before);
    // A photo already chosen keeps its place (a comment, another list), and a freed place is taken.
    expect((await pick(gallery, client.access, photos[0]!, ['favourites'], 'Cover')).status).toBe(200);
    expect((await pick(gallery, client.access, photos[1]!, [])).status).toBe(200);
    expect((await pick(gallery, client.access, photos[2]!)).status).toBe(200);
    expect((await readSelection(gallery, client.access)).package).toMatchObject({
      includedPhotos: 2,
      extraPhotoPrice: null,
      chosen: 2,
      paidExtras: 0,
    });
  });

  it('lets a client choose past it when the price list sells extras', async () => {
    const { gallery, photos } = await packagedGallery(1, { extraPrice: 600 });
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 3)) expect((await pick(gallery, client.access, photoId)).status).toBe(200);
    expect((await readSelection(gallery, client.access)).package).toMatchObject({
      includedPhotos: 1,
      extraPhotoPrice: 600,
      chosen: 3,
    });
  });

  it('holds under 20 parallel picks', async () => {
    const { gallery, photos } = await packagedGallery(5, { photos: 22 });
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 2)) expect((await pick(gallery, client.access, photoId)).status).toBe(200);
    const racing = photos.slice(2);
    const answers = await Promise.all(racing.map((photoId) => pick(gallery, client.access, photoId)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    const kept = racing.filter((_, index) => statuses[index] === 200);
    expect(await favouritesOf(gallery, client.email)).toEqual([...photos.slice(0, 2), ...kept].sort());
  });
});

describe('finishing a selection', () => {
  it('locks it, unlocks each Favourite full size for that client, and tells the photographer', async () => {
    const { gallery, photos } = await packagedGallery(3);
    const client = await invitedClient(gallery, slug, owner);
    await pick(gallery, client.access, photos[0]!);
    await pick(gallery, client.access, photos[2]!);
    const before = Date.now();
    const res = await finish(gallery, client.access);
    expect(res.status).toBe(200);
    const invite = await inviteOf(client.email);
    expect(invite.lockedAt).toBeGreaterThanOrEqual(before);
    expect(invite.sentAt).toBe(invite.lockedAt);
    expect(await unlocksOf(client.email)).toEqual(
      [photos[0]!, photos[2]!].sort().map((photoId) => ({ photoId, size: 'original', orderId: null })),
    );
    expect((await readSelection(gallery, client.access)).lockedAt).toBe(invite.lockedAt);

    const notice = (await mailsTo(owner.email)).find((mail) => mail.text.includes(client.email));
    expect(notice?.subject).toBe(`${client.email} has finished choosing from “Wedding”`);
    expect(notice?.text).toContain('Favourites: 2');
    expect(notice?.text).toContain('For Lightroom’s filter: IMG_1, IMG_3');

    // Locked: every change is refused, and finishing again too; nothing moves.
    for (const change of [
      pick(gallery, client.access, photos[1]!),
      pick(gallery, client.access, photos[0]!, []),
      pick(gallery, client.access, photos[0]!, ['favourites'], 'Changed my mind'),
      finish(gallery, client.access),
    ]) {
      const refused = await change;
      expect(refused.status).toBe(409);
      expect((await error(refused)).code).toBe('selection_locked');
    }
    expect(await favouritesOf(gallery, client.email)).toEqual([photos[0]!, photos[2]!].sort());
    expect(await unlocksOf(client.email)).toHaveLength(2);
  });

  it('with more Favourites than the package and the extras paid is extras_unpaid, until they are paid', async () => {
    const { gallery, photos } = await packagedGallery(2, { extraPrice: 500 });
    const client = await invitedClient(gallery, slug, owner);
    for (const photoId of photos.slice(0, 3)) await pick(gallery, client.access, photoId);
    const refused = await finish(gallery, client.access);
    expect(refused.status).toBe(409);
    expect(await error(refused)).toMatchObject({
      code: 'extras_unpaid',
      details: { included: 2, chosen: 3, paid: 0 },
    });
    expect(await inviteOf(client.email)).toMatchObject({ lockedAt: null, sentAt: null });
    expect(await unlocksOf(client.email)).toEqual([]);

    // A refunded extra does not count; once one is paid, the three Favourites are the package's.
    const { id: inviteId } = await inviteOf(client.email);
    await extraOrder(gallery, inviteId, client.email, photos[2]!, 'refunded');
    expect((await error(await finish(gallery, client.access))).code).toBe('extras_unpaid');
    await extraOrder(gallery, inviteId, client.email, photos[2]!, 'paid');
    expect((await readSelection(gallery, client.access)).package).toMatchObject({ chosen: 3, paidExtras: 1 });
    expect((await finish(gallery, client.access)).status).toBe(200);
    expect((await unlocksOf(client.email)).filter((row) => row.orderId === null)).toHaveLength(3);
  });
});

describe('reopening a selection', () => {
  it('unlocks it for changes and forgets what the package unlocked, keeping what was bought', async () => {
    const { gallery, photos } = await packagedGallery(2);
    const client = await finishedClient(gallery, photos.slice(0, 2));
    const invite = await inviteOf(client.email);
    // A file the client bought stays theirs.
    const order = newId();
    await sql`insert into gallery_orders (id, account_id, gallery_id, invite_id, currency, buyer_email)
              values (${order}, ${owner.accountId}, ${gallery}, ${invite.id}, 'EUR', ${client.email})`;
    await sql`insert into gallery_unlocks (id, account_id, gallery_id, invite_id, photo_id, size, order_id)
              values (${newId()}, ${owner.accountId}, ${gallery}, ${invite.id}, ${photos[3]!}, 'original', ${order})`;

    // Another studio's member, a stranger's token and an id of no client change nothing.
    expect((await reopen(other, gallery, invite.id)).status).toBe(404);
    const foreign = await api(
      'POST',
      `/api/accounts/${owner.accountId}/galleries/${gallery}/invites/${invite.id}/reopen-selection`,
      { token: other.accessToken },
    );
    expect(foreign.status).toBe(404);
    expect((await error(await reopen(owner, gallery, 'missing'))).code).toBe('not_found');
    expect((await inviteOf(client.email)).lockedAt).toBe(invite.lockedAt);
    expect(await unlocksOf(client.email)).toHaveLength(3);

    const res = await reopen(owner, gallery, invite.id);
    expect(res.status).toBe(200);
    expect((await inviteOf(client.email)).lockedAt).toBeNull();
    expect(await unlocksOf(client.email)).toEqual([{ photoId: photos[3]!, size: 'original', orderId: order }]);
    const again = await reopen(owner, gallery, invite.id);
    expect([again.status, (await error(again)).code]).toEqual([409, 'selection_open']);

    // The client changes their mind and finishes again: the new Favourites are what is unlocked.
    expect((await pick(gallery, client.access, photos[0]!, [])).status).toBe(200);
    expect((await pick(gallery, client.access, photos[2]!)).status).toBe(200);
    expect((await finish(gallery, client.access)).status).toBe(200);
    expect((await unlocksOf(client.email)).filter((row) => row.orderId === null)).toEqual(
      [photos[1]!, photos[2]!].sort().map((photoId) => ({ photoId, size: 'original', orderId: null })),
    );
  });
});

describe('the reminder to finish choosing', () => {
  const reminderJob = (inviteId: string) =>
    sql<{ id: string; startAfter: Date }[]>`
      select id, start_after as "startAfter" from pgboss.job
      where name = 'selection-reminder' and singleton_key = ${inviteId}`;
  const dueNow = (jobId: string) =>
    sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${jobId}`;
  const reminders = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.subject.includes('finished choosing'));

  it('is mailed once, the gallery’s days after the first Favourite, with a link back', async () => {
    const { gallery, photos } = await packagedGallery(5, { settings: { selectionReminderDays: 4 } });
    const client = await invitedClient(gallery, slug, owner);
    const before = Date.now();
    await pick(gallery, client.access, photos[0]!);
    await pick(gallery, client.access, photos[1]!);
    const { id: inviteId } = await inviteOf(client.email);
    const jobs = await reminderJob(inviteId);
    expect(jobs).toHaveLength(1);
    const delay = jobs[0]!.startAfter.getTime() - before;
    expect(delay).toBeGreaterThanOrEqual(4 * 86_400_000 - 1000);
    expect(delay).toBeLessThan(4 * 86_400_000 + 60_000);

    await dueNow(jobs[0]!.id);
    await runJobs();
    const [mail, ...more] = await reminders(client.email);
    expect(more).toEqual([]);
    const [studio] = await sql<{ name: string }[]>`select name from accounts where id = ${owner.accountId}`;
    expect(mail?.subject).toBe(`${studio?.name}: you haven’t finished choosing from “Wedding”`);
    const link = /http\S+\/invite\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toContain(`/p/${slug}/invite/${gallery}?token=`);
    const verified = await api('POST', '/api/auth/verify-invite', {
      body: { token: new URL(link).searchParams.get('token') },
    });
    expect(verified.status).toBe(200);
    expect((await inviteOf(client.email)).remindedAt).not.toBeNull();

    // Delivered again, it mails nothing more.
    await dueNow(jobs[0]!.id);
    await runJobs();
    expect(await reminders(client.email)).toHaveLength(1);
  });

  it('is not mailed to a client who finished, nor scheduled where the gallery sends none', async () => {
    const { gallery, photos } = await packagedGallery(5);
    const client = await finishedClient(gallery, photos.slice(0, 1));
    const [job] = await reminderJob((await inviteOf(client.email)).id);
    await dueNow(job!.id);
    await runJobs();
    expect(await reminders(client.email)).toEqual([]);
    expect((await inviteOf(client.email)).remindedAt).toBeNull();

    const quiet = await packagedGallery(5, { settings: { selectionReminderDays: null } });
    const another = await invitedClient(quiet.gallery, slug, owner);
    await pick(quiet.gallery, another.access, quiet.photos[0]!);
    expect(await reminderJob((await inviteOf(another.email)).id)).toEqual([]);
  });
});

describe('downloads of unlocked photos', () => {
  const askPhoto = (galleryId: string, access: string, photoId: string, size = 'original') =>
    api('POST', `${base(galleryId)}/downloads/photo${q(access)}`, { body: { photoId, size } });

  it('give the client the untouched original of each, with the gallery’s downloads off, and nothing else', async () => {
    const { gallery, photos } = await packagedGallery(2);
    const client = await finishedClient(gallery, photos.slice(0, 2));
    const res = await askPhoto(gallery, client.access, photos[0]!);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const file = await fetch(`${platformOrigin()}${url}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(originals.get(photos[0]!));
    const [counted] = await sql<{ times: number }[]>`
      select d.times from gallery_photo_downloads d join gallery_invites i on i.id = d.invite_id
      where i.email = ${client.email} and d.photo_id = ${photos[0]!}`;
    expect(counted?.times).toBe(1);

    // A photo not unlocked, and a size not unlocked, are refused as the gallery's settings say.
    const locked = await askPhoto(gallery, client.access, photos[2]!);
    expect([locked.status, (await error(locked)).code]).toEqual([403, 'downloads_off']);
    expect((await askPhoto(gallery, client.access, photos[0]!, 'web')).status).toBe(403);

    // A ZIP of the whole gallery holds only what is unlocked for them.
    const zip = await api('POST', `${base(gallery)}/downloads${q(client.access)}`, {
      body: { list: 'all', size: 'original' },
    });
    expect(zip.status).toBe(202);
    expect(((await zip.json()) as { download: { photos: number } }).download.photos).toBe(2);
  });

  it('do not help another client, and stop when the unlock is revoked', async () => {
    const { gallery, photos } = await packagedGallery(2);
    const client = await finishedClient(gallery, photos.slice(0, 1));
    const another = await invitedClient(gallery, slug, owner);
    const borrowed = await askPhoto(gallery, another.access, photos[0]!);
    expect([borrowed.status, (await error(borrowed)).code]).toEqual([403, 'downloads_off']);

    await sql`update gallery_unlocks u set revoked_at = ${Date.now()} from gallery_invites i
              where i.id = u.invite_id and i.email = ${client.email}`;
    const revoked = await askPhoto(gallery, client.access, photos[0]!);
    expect([revoked.status, (await error(revoked)).code]).toEqual([403, 'downloads_off']);
  });
});
