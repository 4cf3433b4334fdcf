// The studio's data is the photographer's: an owner exports all of it (a ZIP the jobs build with
// a CSV per kind of record, the whole studio as JSON and every original), and deletes the studio
// after a grace period, after which its rows and stored files are purged and nothing else is.
import { unzipSync, strFromU8 } from 'fflate';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { uploadStudioLogo } from '../support/studio-logo';
import { insertCustomer, insertSession } from './support/booking-fixtures';
import { createGallery, jpeg, objectBytes, objectKeys, putObject } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let bystander: TestUser;
let galleryId: string;
let original: Buffer;

async function addPhoto(user: TestUser, gallery: string, filename: string, bytes: Buffer): Promise<string> {
  const fileId = `${user.accountId}/${gallery}/${newId()}`;
  await putObject(fileId, bytes);
  await sql`insert into photos (id, account_id, author_id, gallery_id, filename, file_id, size, mime_type, width, height)
    values (${newId()}, ${user.accountId}, ${user.userId}, ${gallery}, ${filename}, ${fileId}, ${bytes.length}, 'image/jpeg', 40, 30)`;
  return fileId;
}

beforeAll(async () => {
  [owner, bystander] = await Promise.all([newUser('owner'), newUser('bystander')]);
  await sql`update accounts set name = 'Llum Studio' where id = ${owner.accountId}`;
  await insertCustomer(sql, owner, 'Núria, "the bride"');
  galleryId = await createGallery(sql, owner, { name: 'Boda Núria' });
  original = await jpeg(40, 30);
  await addPhoto(owner, galleryId, 'IMG_0001.jpg', original);
  // Two galleries of one name: their folders in the ZIP must not merge.
  await addPhoto(owner, await createGallery(sql, owner, { name: 'Boda Núria' }), 'IMG_0001.jpg', await jpeg(40, 30));
  await sql`insert into gallery_invites (id, account_id, author_id, gallery_id, email, token_hash, expires_at)
    values (${newId()}, ${owner.accountId}, ${owner.userId}, ${galleryId}, 'client@example.com', 'secret-hash-never-exported', ${Date.now() + 1e9})`;
  const bystanderGallery = await createGallery(sql, bystander);
  await addPhoto(bystander, bystanderGallery, 'keep.jpg', await jpeg(20, 20));
});
afterAll(() => sql.end());

const exportsPath = (user: TestUser, suffix = '') => `/api/accounts/${user.accountId}/exports${suffix}`;

/** Asks for `user`'s export, lets the jobs build it, and answers the ZIP's files by name. */
async function exportedFiles(user: TestUser): Promise<Record<string, Uint8Array>> {
  const asked = await api('POST', exportsPath(user), { token: user.accessToken, body: { locale: 'en' } });
  expect(asked.status).toBe(202);
  const { export: pending } = (await asked.json()) as { export: { id: string } };
  await runJobs();
  const link = await api('GET', exportsPath(user, `/${pending.id}`), { token: user.accessToken });
  expect(link.status).toBe(200);
  return unzipSync(new Uint8Array(await (await fetch(((await link.json()) as { url: string }).url)).arrayBuffer()));
}

/**
 * A CSV file's rows as objects keyed by its header. Cells are read as RFC 4180 writes them: a
 * quoted cell may hold commas, line ends and doubled quotes (a setting's JSON value does).
 */
function csvRows(bytes: Uint8Array | undefined): Record<string, string>[] {
  const text = strFromU8(bytes ?? new Uint8Array())
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '');
  const lines: string[][] = [];
  let line: string[] = [];
  for (const [, quoted, plain = '', end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/g)) {
    line.push(quoted === undefined ? plain : quoted.replaceAll('""', '"'));
    if (end === ',') continue;
    lines.push(line);
    line = [];
    if (end === '') break;
  }
  const [header = [], ...rows] = lines;
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])));
}

describe('exporting a studio', () => {
  it('builds a ZIP with every record as CSV and JSON and every original, and mails the owner', async () => {
    const asked = await api('POST', exportsPath(owner), { token: owner.accessToken, body: { locale: 'ca' } });
    expect(asked.status).toBe(202);
    const { export: pending } = (await asked.json()) as { export: { id: string; status: string } };
    expect(pending.status).toBe('pending');
    // Asking again while it is being made gives the same export back.
    const again = await api('POST', exportsPath(owner), { token: owner.accessToken, body: {} });
    expect(((await again.json()) as { export: { id: string } }).export.id).toBe(pending.id);

    await runJobs();
    const listed = await api('GET', exportsPath(owner), { token: owner.accessToken });
    const { exports } = (await listed.json()) as { exports: { id: string; status: string; size: number }[] };
    expect(exports[0]).toMatchObject({ id: pending.id, status: 'ready' });

    const link = await api('GET', exportsPath(owner, `/${pending.id}`), { token: owner.accessToken });
    expect(link.status).toBe(200);
    const zipped = new Uint8Array(await (await fetch(((await link.json()) as { url: string }).url)).arrayBuffer());
    expect(zipped.length).toBe(exports[0]?.size);
    const files = unzipSync(zipped);
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'studio.json',
        'csv/customers.csv',
        'csv/payments.csv',
        'photos/Boda Núria/IMG_0001.jpg',
        'photos/Boda Núria (2)/IMG_0001.jpg',
      ]),
    );
    expect(Buffer.from(files['photos/Boda Núria/IMG_0001.jpg'] ?? [])).toEqual(original);
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('Tot el que guarda Llum Studio');
    expect(strFromU8(files['csv/customers.csv'] ?? new Uint8Array())).toContain('"Núria, ""the bride"""');
    const studio = JSON.parse(strFromU8(files['studio.json'] ?? new Uint8Array())) as {
      studio: { name: string };
      members: { email: string; role: string }[];
      customers: unknown[];
    };
    expect(studio.studio.name).toBe('Llum Studio');
    expect(studio.members).toEqual([expect.objectContaining({ email: owner.email, role: 'owner' })]);
    expect(studio.customers).toHaveLength(1);
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1'));
    expect(everything.some((text) => text.includes('secret-hash-never-exported'))).toBe(false);
    expect(everything.some((text) => text.includes(bystander.accountId))).toBe(false);

    const mails = await mailsTo(owner.email);
    expect(mails.at(-1)?.subject).toBe('La teva exportació de Llum Studio és a punt');
    expect(mails.at(-1)?.text).not.toContain('exports/');
  });

  it('is for owners: a manager hears 403 and a stranger 404, and no export is made', async () => {
    const manager = await newUser('manager');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${manager.userId}, 'manager')`;
    const before = await sql`select id from studio_exports where account_id = ${owner.accountId}`;
    expect((await api('POST', exportsPath(owner), { token: manager.accessToken, body: {} })).status).toBe(403);
    expect((await api('GET', exportsPath(owner), { token: bystander.accessToken })).status).toBe(404);
    expect((await api('POST', exportsPath(owner), { token: bystander.accessToken, body: {} })).status).toBe(404);
    expect(await sql`select id from studio_exports where account_id = ${owner.accountId}`).toEqual(before);
    await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${manager.userId}`;
  });
});

describe("what an export holds of the studio's setup and money", () => {
  it('lists its settings, packs its logo and fonts byte for byte, and writes amounts as decimals with the currency', async () => {
    const studio = await newUser('brand');
    await sql`update accounts set settings = settings || ${sql.json({
      currency: { code: 'EUR', symbol: '€', position: 'after' },
      'theme.primaryColor': '#0f766e',
      'booking.cancelCutoffHours': 48,
    })} where id = ${studio.accountId}`;
    const logoUrl = await uploadStudioLogo(studio);
    const logo = await objectBytes(`${studio.accountId}/logos/${logoUrl.split('/').at(-1)}`);
    const darkLogoUrl = await uploadStudioLogo(studio, 'dark');
    const darkLogo = await objectBytes(`${studio.accountId}/logos/${darkLogoUrl.split('/').at(-1)}`);
    const fontId = newId();
    const font = Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60, 7)]);
    await putObject(`${studio.accountId}/fonts/${fontId}`, font);
    await sql`insert into custom_fonts (id, account_id, author_id, user_id, font_family, file_name, url_path, file_size, font_type)
      values (${fontId}, ${studio.accountId}, ${studio.userId}, ${studio.userId}, 'Brand Sans', 'Brand Sans.woff2',
              ${`/api/fonts/${fontId}`}, ${font.length}, 'woff2')`;
    const customer = await insertCustomer(sql, studio, 'Núria');
    const session = await insertSession(sql, studio, customer, { price: 34_000 });
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
      values (${newId()}, ${studio.accountId}, ${studio.userId}, ${session}, ${Date.now()}, 6000, 'completed')`;

    const files = await exportedFiles(studio);

    const settings = Object.fromEntries(csvRows(files['csv/account_settings.csv']).map((row) => [row.key, row.value]));
    expect(settings['theme.primaryColor']).toBe('#0f766e');
    expect(settings['booking.cancelCutoffHours']).toBe('48');
    expect(settings['theme.logoUrl']).toBe(logoUrl);
    expect(strFromU8(files['csv/account_settings.csv'] ?? new Uint8Array())).toContain(
      '"{""code"":""EUR"",""symbol"":""€"",""position"":""after""}"',
    );
    // The upload keeps an opaque logo as WebP: the file is named by the type it was stored as.
    expect(Buffer.from(files['brand/logo.webp'] ?? [])).toEqual(logo);
    expect(Buffer.from(files['brand/logo-dark.webp'] ?? [])).toEqual(darkLogo);
    expect(Buffer.from(files['brand/fonts/Brand Sans.woff2'] ?? [])).toEqual(font);
    expect(csvRows(files['csv/sessions.csv'])).toEqual([expect.objectContaining({ price: '340.00', currency: 'EUR' })]);
    expect(csvRows(files['csv/payments.csv'])).toEqual([expect.objectContaining({ amount: '60.00', currency: 'EUR' })]);
  });

  it("writes amounts in the currency the studio chose, and keeps that setting's row as stored", async () => {
    const studio = await newUser('dollars');
    const usd = { code: 'USD', symbol: '$', position: 'before' };
    const chosen = await api('PUT', `/api/accounts/${studio.accountId}/currency`, {
      token: studio.accessToken,
      body: usd,
    });
    expect(chosen.status).toBe(200);
    await sql`update accounts set settings = settings || ${sql.json({ 'theme.primaryColor': '#1d4ed8' })}
      where id = ${studio.accountId}`;
    const customer = await insertCustomer(sql, studio, 'Joan');
    const session = await insertSession(sql, studio, customer, { price: 12_550 });
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
      values (${newId()}, ${studio.accountId}, ${studio.userId}, ${session}, ${Date.now()}, 2500, 'completed')`;

    const files = await exportedFiles(studio);

    expect(csvRows(files['csv/sessions.csv'])).toEqual([expect.objectContaining({ price: '125.50', currency: 'USD' })]);
    expect(csvRows(files['csv/payments.csv'])).toEqual([expect.objectContaining({ amount: '25.00', currency: 'USD' })]);
    // One file for both places a studio's settings live, each row saying which.
    const settings = csvRows(files['csv/account_settings.csv']);
    expect(settings).toContainEqual(
      expect.objectContaining({ source: 'account_settings', key: 'currency', value: JSON.stringify(usd) }),
    );
    expect(settings).toContainEqual(
      expect.objectContaining({ source: 'studio', key: 'theme.primaryColor', value: '#1d4ed8' }),
    );
    const json = JSON.parse(strFromU8(files['studio.json'] ?? new Uint8Array())) as {
      account_settings: { key: string; value: unknown }[];
    };
    expect(json.account_settings).toEqual([expect.objectContaining({ key: 'currency', value: usd })]);
  });
});

describe('deleting a studio', () => {
  const deletionPath = (user: TestUser) => `/api/accounts/${user.accountId}/deletion`;
  const scheduled = async (user: TestUser) =>
    (
      await sql<
        { at: number | null }[]
      >`select deletion_scheduled_at::float8 as at from accounts where id = ${user.accountId}`
    )[0]?.at;

  it('needs the studio’s name typed again, and changes nothing when it does not match', async () => {
    const res = await api('POST', deletionPath(owner), { token: owner.accessToken, body: { name: 'Another Studio' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('deletion_confirmation_mismatch');
    expect(await scheduled(owner)).toBeNull();
  });

  it('keeps everything through the grace period, can be cancelled, and then purges rows and files of that studio only', async () => {
    const studio = await newUser('closing');
    await sql`update accounts set name = 'Closing Down' where id = ${studio.accountId}`;
    await insertCustomer(sql, studio, 'Last Client');
    const gallery = await createGallery(sql, studio);
    await addPhoto(studio, gallery, 'last.jpg', await jpeg(20, 20));

    const asked = await api('POST', deletionPath(studio), {
      token: studio.accessToken,
      body: { name: ' closing down ' },
    });
    expect(asked.status).toBe(200);
    const { account } = (await asked.json()) as { account: { deletionScheduledAt: number } };
    expect(account.deletionScheduledAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    await runJobs();
    expect(await sql`select 1 from customers where account_id = ${studio.accountId}`).toHaveLength(1);
    expect(await objectKeys(`${studio.accountId}/`)).toHaveLength(1);

    expect((await api('DELETE', deletionPath(studio), { token: studio.accessToken })).status).toBe(200);
    expect(await scheduled(studio)).toBeNull();

    expect(
      (await api('POST', deletionPath(studio), { token: studio.accessToken, body: { name: 'Closing Down' } })).status,
    ).toBe(200);
    // The grace period, over.
    await sql`update accounts set deletion_scheduled_at = ${Date.now() - 1000} where id = ${studio.accountId}`;
    const bystanderKeys = await objectKeys(`${bystander.accountId}/`);
    await runJobs();
    expect(await sql`select 1 from accounts where id = ${studio.accountId}`).toHaveLength(0);
    expect(await sql`select 1 from customers where account_id = ${studio.accountId}`).toHaveLength(0);
    expect(await sql`select 1 from photos where account_id = ${studio.accountId}`).toHaveLength(0);
    expect(await objectKeys(`${studio.accountId}/`)).toEqual([]);
    expect(await objectKeys(`${bystander.accountId}/`)).toEqual(bystanderKeys);
    expect(await sql`select 1 from accounts where id = ${bystander.accountId}`).toHaveLength(1);
  });

  it('is for owners', async () => {
    const manager = await newUser('manager');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${manager.userId}, 'manager')`;
    const res = await api('POST', deletionPath(owner), { token: manager.accessToken, body: { name: 'Llum Studio' } });
    expect(res.status).toBe(403);
    expect(await scheduled(owner)).toBeNull();
  });
});
