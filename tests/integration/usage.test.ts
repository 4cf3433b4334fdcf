// Pay per use (docs/decisions/pay-per-use.md): what a studio uses is measured on the server
// (stored bytes from what upload/complete accepted and deletion removed, renders, delivered
// bytes, mails), its uploads stop at its limit with nothing stored, its owners are warned once,
// and its use is its owners' alone.
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageUrl } from '../../core/domain/images';
import { GB } from '../../core/domain/usage';
import { imageBytesInLog, recordDelivered } from '../../functions/lib/billing/delivered-bytes';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { studiosUsage } from '../../functions/operators/studio-usage';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import {
  complete,
  createGallery,
  giveSlug,
  jpeg,
  memberAccess,
  objectExists,
  postToBucket,
  presign,
  uploadedPhoto,
  type PresignedUpload,
} from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let manager: TestUser;
let galleryId: string;
let photo: Buffer;

beforeAll(async () => {
  [owner, stranger, manager] = await Promise.all([newUser('usage'), newUser('stranger'), newUser('manager')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${manager.userId}, 'manager')`;
  galleryId = await createGallery(sql, owner);
  photo = await jpeg(1200, 800);
});
afterAll(() => sql.end());

beforeEach(async () => {
  await sql`delete from photos where account_id = ${owner.accountId}`;
  await sql`update account_storage set stored_bytes = 0, photos = 0 where account_id = ${owner.accountId}`;
  await sql`delete from account_billing where account_id = ${owner.accountId}`;
  await sql`delete from usage_days where account_id = ${owner.accountId}`;
});

const today = () => new Date().toISOString().slice(0, 10);

async function stored(accountId = owner.accountId) {
  const [row] = await sql<{ storedBytes: number; photos: number }[]>`
    select stored_bytes::float8 as "storedBytes", photos from account_storage where account_id = ${accountId}`;
  return row ?? { storedBytes: 0, photos: 0 };
}

async function used(meter: string, accountId = owner.accountId): Promise<number> {
  const [row] = await sql<{ quantity: number }[]>`
    select quantity::float8 as quantity from usage_days
    where account_id = ${accountId} and day = ${today()}::date and meter = ${meter}`;
  return row?.quantity ?? 0;
}

/** Makes the studio hold `bytes` as far as its limit is concerned, whatever its photos weigh. */
const storeAsIf = (bytes: number) =>
  sql`update account_storage set stored_bytes = ${bytes} where account_id = ${owner.accountId}`;

const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function issued(size: number): Promise<PresignedUpload> {
  const res = await presign(owner, galleryId, [{ clientId: 'c1', name: 'IMG_1.jpg', size, type: 'image/jpeg' }]);
  expect(res.status).toBe(200);
  const [upload] = ((await res.json()) as { uploads: PresignedUpload[] }).uploads;
  if (!upload) throw new Error('no upload issued');
  return upload;
}

async function runJobsWithUsageDue(): Promise<void> {
  // The levels are taken at most every 15 minutes: forget the last time, as if it were long ago.
  await sql`delete from private.job_runs where name = 'usage'`;
  await runJobs();
}

describe('what a studio stores', () => {
  it('follows what upload/complete accepted and what deletion removed', async () => {
    const before = await stored();
    const uploaded = await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    expect(await stored()).toEqual({ storedBytes: before.storedBytes + photo.length, photos: before.photos + 1 });
    await sql`delete from photos where id = ${uploaded.id}`;
    expect(await stored()).toEqual(before);
  });

  it("counts the upload's renders, and a render made by the image handler once, never a stored one served again", async () => {
    const { filename } = await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    const atUpload = await used('renders');
    expect(atUpload).toBeGreaterThanOrEqual(3);
    const access = await memberAccess(owner, galleryId);
    const render = () => fetch(`${platformOrigin()}${imageUrl(galleryId, filename, { width: 333 }, access)}`);
    expect((await render()).status).toBe(200);
    expect(await used('renders')).toBe(atUpload + 1);
    const again = await render();
    expect(again.status).toBe(200);
    expect(await used('renders')).toBe(atUpload + 1);
    // The local server counted both answers' bytes as delivered, as CloudFront's logs do in production.
    expect(await used('delivered_bytes')).toBe(2 * (await again.arrayBuffer()).byteLength);
  });

  it('counts a mail sent for the studio', async () => {
    await sql`update galleries set status = 'published' where id = ${galleryId}`;
    const accountSlug = await giveSlug(sql, owner);
    const before = await used('mails');
    const res = await api('POST', '/api/auth/invite', {
      token: owner.accessToken,
      body: { email: `client-${Date.now()}@example.com`, data: { galleryId, accountSlug } },
    });
    expect(res.status).toBe(201);
    expect(await used('mails')).toBe(before + 1);
  });
});

describe('the upload limit', () => {
  it('refuses a presign past the free allowance, and a completion past it with nothing stored', async () => {
    const upload = await issued(photo.length);
    expect((await postToBucket(upload, photo)).ok).toBe(true);
    await storeAsIf(3 * GB - 10);
    const before = await stored();

    const refused = await presign(owner, galleryId, [{ clientId: 'c2', name: 'b.jpg', size: 100, type: 'image/jpeg' }]);
    expect([refused.status, await codeOf(refused)]).toEqual([402, 'usage_limit_reached']);

    const completed = await complete(owner, { galleryId, key: upload.key, filename: 'IMG_1.jpg' });
    expect([completed.status, await codeOf(completed)]).toEqual([402, 'usage_limit_reached']);
    const finalKey = upload.key.slice(STAGING_PREFIX.length);
    expect([await objectExists(upload.key), await objectExists(finalKey)]).toEqual([false, false]);
    expect(await stored()).toEqual(before);
    const [rows] = await sql<{ n: number }[]>`select count(*)::int as n from photos where gallery_id = ${galleryId}`;
    expect(rows?.n).toBe(0);
  });

  it('lets a studio with a card go past the allowance, and stops it at its cap or an unpaid invoice', async () => {
    await storeAsIf(5 * GB);
    await sql`insert into account_billing (account_id, status, card_brand, card_last4)
              values (${owner.accountId}, 'active', 'visa', '4242')`;
    expect(
      (await presign(owner, galleryId, [{ clientId: 'c', name: 'a.jpg', size: 100, type: 'image/jpeg' }])).status,
    ).toBe(200);

    // 5 GB kept all month is 2 GB-months beyond the allowance: a cap below that is reached.
    const month = today().slice(0, 7);
    const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    for (let day = 1; day <= days; day++) {
      await sql`insert into usage_days (account_id, day, meter, quantity)
                values (${owner.accountId}, ${`${month}-${String(day).padStart(2, '0')}`}::date, 'stored_bytes', ${5 * GB})`;
    }
    await sql`update account_billing set spending_cap = 5 where account_id = ${owner.accountId}`;
    const capped = await presign(owner, galleryId, [{ clientId: 'c', name: 'a.jpg', size: 100, type: 'image/jpeg' }]);
    expect([capped.status, await codeOf(capped)]).toEqual([402, 'usage_limit_reached']);

    await sql`update account_billing set spending_cap = null, status = 'past_due' where account_id = ${owner.accountId}`;
    const unpaid = await presign(owner, galleryId, [{ clientId: 'c', name: 'a.jpg', size: 100, type: 'image/jpeg' }]);
    expect([unpaid.status, await codeOf(unpaid)]).toEqual([402, 'billing_past_due']);
  });

  it('keeps serving what was delivered to clients when the studio is past its limit', async () => {
    const { filename } = await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    await storeAsIf(4 * GB);
    const access = await memberAccess(owner, galleryId);
    const res = await fetch(`${platformOrigin()}${imageUrl(galleryId, filename, { width: 640 }, access)}`);
    expect(res.status).toBe(200);
  });
});

describe('the levels and the warnings', () => {
  it("keeps today's levels in one row each however often the jobs run", async () => {
    await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    await runJobsWithUsageDue();
    await runJobsWithUsageDue();
    const rows = await sql<{ meter: string; quantity: number }[]>`
      select meter, quantity::float8 as quantity from usage_days
      where account_id = ${owner.accountId} and meter in ('stored_bytes', 'photos') order by meter`;
    expect(rows).toEqual([
      { meter: 'photos', quantity: 1 },
      { meter: 'stored_bytes', quantity: (await stored()).storedBytes },
    ]);
  });

  it("sets a day's delivered bytes from its logs, so folding the day again counts nothing twice", async () => {
    const log = (bytes: number) =>
      `#Fields: date time sc-bytes cs-uri-stem\n2026-11-25\t10:00:00\t${bytes}\t/api/images/${galleryId}/IMG_1.jpg\n`;
    const fold = (...files: string[]) =>
      recordDelivered(
        sql,
        today(),
        files.reduce((sum, file) => imageBytesInLog(file, sum), new Map<string, number>()),
        'set',
      );
    await fold(log(1000), log(500));
    await fold(log(1000), log(500));
    expect(await used('delivered_bytes')).toBe(1500);
    // A file CloudFront delivered late joins the day's next fold.
    await fold(log(1000), log(500), log(250));
    expect(await used('delivered_bytes')).toBe(1750);
    expect(await used('delivered_bytes', stranger.accountId)).toBe(0);
  });

  it('mails the owner once when the studio passes 80% of its allowance', async () => {
    await storeAsIf(2.5 * GB);
    const mails = async () => (await mailsTo(owner.email)).filter((mail) => mail.subject.includes('80%'));
    await runJobsWithUsageDue();
    await runJobsWithUsageDue();
    expect(await mails()).toHaveLength(1);
  });
});

describe('who sees it', () => {
  it("shows the owner their studio's use, priced", async () => {
    await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    const res = await api('GET', `/api/accounts/${owner.accountId}/usage`, { token: owner.accessToken });
    expect(res.status).toBe(200);
    const usage = (await res.json()) as {
      billing: { status: string };
      now: { storedBytes: number; photos: number };
      months: { month: string; total: number }[];
      limit: { kind: string; uploadsRefused: boolean };
    };
    expect(usage.billing.status).toBe('free');
    expect(usage.now).toEqual(await stored());
    expect(usage.months[0]?.month).toBe(today().slice(0, 7));
    expect(usage.limit).toMatchObject({ kind: 'allowance', uploadsRefused: false });
  });

  it('bills a studio in the currency it chose in Settings, when we bill in it', async () => {
    const studio = await newUser('usd-studio');
    const billedIn = async () => {
      const res = await api('GET', `/api/accounts/${studio.accountId}/usage`, { token: studio.accessToken });
      return ((await res.json()) as { currency: string }).currency;
    };
    expect(await billedIn()).toBe('EUR');
    const chosen = await api('PUT', `/api/accounts/${studio.accountId}/currency`, {
      token: studio.accessToken,
      body: { code: 'USD', symbol: '$', position: 'before' },
    });
    expect(chosen.status).toBe(200);
    expect(await billedIn()).toBe('USD');
  });

  it('offers the months from the one the studio was created in, and at most six', async () => {
    const monthsListed = async (createdAt: number) => {
      await sql`update accounts set created_at = ${createdAt} where id = ${owner.accountId}`;
      const res = await api('GET', `/api/accounts/${owner.accountId}/usage`, { token: owner.accessToken });
      return ((await res.json()) as { months: { month: string }[] }).months.map(({ month }) => month);
    };
    const now = new Date();
    const monthsAgo = (back: number, day = 1) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12);
    const month = (back: number) => new Date(monthsAgo(back)).toISOString().slice(0, 7);
    const created = (await sql`select created_at from accounts where id = ${owner.accountId}`)[0]?.created_at as string;
    try {
      expect(await monthsListed(monthsAgo(0))).toEqual([month(0)]);
      // Created on the 26th two months ago: that month counts, the one before it does not.
      expect(await monthsListed(monthsAgo(2, 26))).toEqual([month(0), month(1), month(2)]);
      expect(await monthsListed(monthsAgo(24))).toEqual([0, 1, 2, 3, 4, 5].map(month));
    } finally {
      await sql`update accounts set created_at = ${created} where id = ${owner.accountId}`;
    }
  });

  it('answers another studio 404 and a manager 403', async () => {
    const path = `/api/accounts/${owner.accountId}/usage`;
    expect((await api('GET', path, { token: stranger.accessToken })).status).toBe(404);
    expect((await api('GET', path, { token: manager.accessToken })).status).toBe(403);
    const cap = { spendingCap: 1000 };
    const capPath = `/api/accounts/${owner.accountId}/billing/cap`;
    expect((await api('PUT', capPath, { token: manager.accessToken, body: cap })).status).toBe(403);
    expect((await api('PUT', capPath, { token: stranger.accessToken, body: cap })).status).toBe(404);
    const [row] = await sql`select 1 from account_billing where account_id = ${owner.accountId}`;
    expect(row).toBeUndefined();
  });

  it('sets the spending cap and keeps how the studio pays; refuses a bad cap changing nothing', async () => {
    await sql`insert into account_billing (account_id, status, card_brand, card_last4, spending_cap)
              values (${owner.accountId}, 'active', 'visa', '4242', 2000)`;
    const capPath = `/api/accounts/${owner.accountId}/billing/cap`;
    for (const bad of [{ spendingCap: -1 }, { spendingCap: 1.5 }, { spendingCap: '10' }, {}]) {
      const res = await api('PUT', capPath, { token: owner.accessToken, body: bad });
      expect([res.status, await codeOf(res)]).toEqual([400, 'invalid_input']);
    }
    const set = await api('PUT', capPath, { token: owner.accessToken, body: { spendingCap: 5000, locale: 'es' } });
    expect(set.status).toBe(200);
    const [row] = await sql`
      select status, card_brand, card_last4, spending_cap::float8 as cap, locale from account_billing
      where account_id = ${owner.accountId}`;
    expect(row).toEqual({ status: 'active', card_brand: 'visa', card_last4: '4242', cap: 5000, locale: 'es' });
  });
});

describe('the operators’ view', () => {
  it('lists every studio with its use and how it pays', async () => {
    await uploadedPhoto(owner, galleryId, 'IMG_1.jpg', photo);
    await sql`insert into account_billing (account_id, status, card_brand, card_last4, spending_cap)
              values (${owner.accountId}, 'past_due', 'visa', '4242', 2000)`;
    const rows = await studiosUsage(sql);
    expect(rows.find((row) => row.id === owner.accountId)).toMatchObject({
      status: 'past_due',
      card: 'visa 4242',
      photos: 1,
      limitUsed: 'past_due 100%',
    });
    expect(rows.find((row) => row.id === stranger.accountId)).toMatchObject({ status: 'free', photos: 0 });
  });
});
