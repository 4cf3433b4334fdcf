// The /api routes around payments: receipt files (presigned upload to a staging prefix, moved
// to their final key and checked there, short-lived download for members only) and the
// studio's currency setting (owners only).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { STAGING_PREFIX } from '../../functions/lib/storage/object-keys';
import { PHOTO_BUCKET } from '../../local/platform';
import { sweepStagedUploads } from '../../local/s3';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession, pushDirect } from './support/booking-fixtures';
import { bucket, objectExists, storedAt } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
/** The owner's staged uploads: a sweep of them leaves other test files' uploads alone. */
const ownStaging = () => `${STAGING_PREFIX}${owner.accountId}/`;
let stranger: TestUser;
let paymentId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** What a client could send to a receipt's staged key after it was checked. */
const ANOTHER_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Outlines >> endobj\n%%EOF\n');

type Upload = { key: string; url: string; fields: Record<string, string> };

async function requestUpload(user: TestUser, body: unknown, id = paymentId) {
  return api('POST', `/api/payments/${id}/receipt-upload`, { token: user.accessToken, body });
}

/** Uploads like a browser: a multipart POST of the presigned fields and the file to S3. */
async function uploadTo(upload: Upload, bytes: Buffer, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }));
  return (await fetch(upload.url, { method: 'POST', body: form })).status;
}

/** The owner's receipt upload for the payment, with the PDF sent to it and not yet confirmed. */
async function stagedPdf(id = paymentId): Promise<Upload> {
  const upload = (await (
    await requestUpload(owner, { contentType: 'application/pdf', size: PDF.length }, id)
  ).json()) as Upload;
  expect(await uploadTo(upload, PDF, 'application/pdf')).toBeLessThan(300);
  return upload;
}

const confirm = (user: TestUser, key: string, id = paymentId) =>
  api('PUT', `/api/payments/${id}/receipt`, { token: user.accessToken, body: { key } });

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

async function downloaded(id = paymentId): Promise<Response> {
  const download = await api('GET', `/api/payments/${id}/receipt`, { token: owner.accessToken });
  expect(download.status).toBe(200);
  return fetch(((await download.json()) as { url: string }).url);
}

const storedReceipt = async () =>
  (await sql`select receipt from payments where id = ${paymentId}`)[0]?.receipt as string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('bookkeeper'), newUser('snoop')]);
  const sessionId = await insertSession(sql, owner, await insertCustomer(sql, owner), { price: 5000 });
  paymentId = newId();
  await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status, receipt)
            values (${paymentId}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${Date.UTC(2026, 4, 2)}, 5000, 'completed', 'F-77')`;
});
afterAll(() => sql.end());

describe('receipt files', () => {
  it('upload straight to storage, attach after the server checked them, and download for members', async () => {
    const res = await requestUpload(owner, { contentType: 'application/pdf', size: PDF.length });
    expect(res.status).toBe(200);
    const upload = (await res.json()) as Upload;
    expect(upload.key).toMatch(new RegExp(`^${STAGING_PREFIX}${owner.accountId}/receipts/[A-Za-z0-9_-]{22}$`));
    expect(upload.fields.key).toBe(upload.key);
    expect(await uploadTo(upload, PDF, 'application/pdf')).toBeLessThan(300);

    const confirmed = await confirm(owner, upload.key);
    expect(confirmed.status).toBe(200);
    // Kept outside the staging prefix, where no upload policy can write; nothing stays staged.
    const receipt = upload.key.slice(STAGING_PREFIX.length);
    expect(await confirmed.json()).toEqual({ receipt });
    expect(await storedReceipt()).toBe(receipt);
    expect([await objectExists(receipt), await objectExists(upload.key)]).toEqual([true, false]);

    const file = await downloaded();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="receipt-2026-05-02.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  // The local bucket enforces no upload policy, so what was stored may differ from what was declared.
  it.each([
    ['a file that is not what it claims', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a PDF over 10 MB', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])],
  ])('refuses %s, and deletes it', async (_label, bytes) => {
    const before = await storedReceipt();
    const upload = (await (await requestUpload(owner, { contentType: 'application/pdf', size: 20 })).json()) as Upload;
    expect(await uploadTo(upload, bytes, 'application/pdf')).toBeLessThan(300);
    const refused = await confirm(owner, upload.key);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('receipt_invalid');
    // Gone from storage: confirming it again finds nothing.
    const again = await confirm(owner, upload.key);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('receipt_missing');
    expect(await storedReceipt()).toBe(before);
  });

  it.each([
    ['a GIF', { contentType: 'image/gif', size: 100 }],
    ['a file over 10 MB', { contentType: 'image/png', size: 10 * 1024 * 1024 + 1 }],
    ['an empty file', { contentType: 'image/png', size: 0 }],
  ])('will not take %s', async (_label, body) => {
    const res = await requestUpload(owner, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  });

  it('will not attach a key that was never uploaded, one of another studio, or a final key', async () => {
    const before = await storedReceipt();
    const never = await confirm(owner, `${STAGING_PREFIX}${owner.accountId}/receipts/${newId()}`);
    expect(await errorCode(never)).toBe('receipt_missing');
    for (const key of [
      `${STAGING_PREFIX}${stranger.accountId}/receipts/${newId()}`,
      `${owner.accountId}/receipts/${newId()}`,
      `${STAGING_PREFIX}${owner.accountId}/logos/${newId()}`,
    ]) {
      const refused = await confirm(owner, key);
      expect([refused.status, await errorCode(refused)], key).toEqual([400, 'invalid_input']);
    }
    expect(await storedReceipt()).toBe(before);
  });

  it('keep the checked file: uploading to its staged key again after confirmation changes nothing', async () => {
    const upload = await stagedPdf();
    expect((await confirm(owner, upload.key)).status).toBe(200);

    // In S3 the policy stays usable for its 15 minutes; the local bucket takes anything.
    expect(await uploadTo(upload, ANOTHER_PDF, 'application/pdf')).toBeLessThan(300);
    const again = await confirm(owner, upload.key);
    expect(again.status).toBe(200);
    expect(await storedReceipt()).toBe(upload.key.slice(STAGING_PREFIX.length));
    expect(Buffer.from(await (await downloaded()).arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('that nobody attached are swept once older than a day', async () => {
    const before = await storedReceipt();
    const upload = await stagedPdf();
    const uploadedAt = await storedAt(upload.key);
    const day = 24 * 60 * 60 * 1000;

    await sweepStagedUploads(bucket(), PHOTO_BUCKET, new Date(uploadedAt + day - 1), ownStaging());
    expect(await objectExists(upload.key)).toBe(true);
    expect(await sweepStagedUploads(bucket(), PHOTO_BUCKET, new Date(uploadedAt + day), ownStaging())).toContain(
      upload.key,
    );
    expect(await objectExists(upload.key)).toBe(false);
    expect(await errorCode(await confirm(owner, upload.key))).toBe('receipt_missing');
    expect(await storedReceipt()).toBe(before);
  });

  it('are out of reach of other studios: every route answers as if the payment did not exist', async () => {
    const before = await storedReceipt();
    expect((await requestUpload(stranger, { contentType: 'application/pdf', size: 10 })).status).toBe(404);
    expect((await confirm(stranger, before)).status).toBe(404);
    expect((await api('GET', `/api/payments/${paymentId}/receipt`, { token: stranger.accessToken })).status).toBe(404);
    expect((await api('GET', `/api/payments/${paymentId}/receipt`)).status).toBe(401);
    expect(await storedReceipt()).toBe(before);
  });

  it('answer another studio’s payment byte for byte like a payment that does not exist', async () => {
    const routes = [
      (id: string) => requestUpload(stranger, { contentType: 'application/pdf', size: 10 }, id),
      (id: string) => confirm(stranger, `${stranger.accountId}/receipts/${newId()}`, id),
      (id: string) => api('GET', `/api/payments/${id}/receipt`, { token: stranger.accessToken }),
    ];
    for (const request of routes) {
      const foreign = await request(paymentId);
      const missing = await request(newId());
      expect([foreign.status, missing.status]).toEqual([404, 404]);
      expect(await foreign.text()).toBe(await missing.text());
    }
  });
});

describe('a stored receipt file', () => {
  /**
   * A new payment with a checked receipt file attached, as the payment dialog leaves it: a PDF,
   * uploaded as the type the browser `declared`.
   */
  async function paymentWithReceiptFile(customerId?: string, declared = 'application/pdf') {
    const customer = customerId ?? (await insertCustomer(sql, owner));
    const sessionId = await insertSession(sql, owner, customer, { price: 5000 });
    const id = newId();
    await sql`insert into payments (id, account_id, author_id, session_id, date, amount, status)
              values (${id}, ${owner.accountId}, ${owner.userId}, ${sessionId}, ${Date.now()}, 5000, 'completed')`;
    const upload = (await (
      await requestUpload(owner, { contentType: declared, size: PDF.length }, id)
    ).json()) as Upload;
    await uploadTo(upload, PDF, declared);
    const confirmed = await confirm(owner, upload.key, id);
    expect(confirmed.status).toBe(200);
    const { receipt } = (await confirmed.json()) as { receipt: string };
    expect(await objectExists(receipt)).toBe(true);
    return { id, key: receipt, upload, customer };
  }

  it('is served and named as what its bytes are, whatever type the browser declared', async () => {
    const payment = await paymentWithReceiptFile(undefined, 'image/png');
    const download = await api('GET', `/api/payments/${payment.id}/receipt`, { token: owner.accessToken });
    expect(download.status).toBe(200);
    const file = await fetch(((await download.json()) as { url: string }).url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-[\d-]+\.pdf"$/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is deleted from storage with its payment, and kept while the deletion is refused', async () => {
    const payment = await paymentWithReceiptFile();
    expect(await pushDirect(stranger, 'payment.delete', { id: payment.id })).toMatchObject({ message: 'not_found' });
    expect(await objectExists(payment.key)).toBe(true);

    expect(await pushDirect(owner, 'payment.delete', { id: payment.id })).toEqual({});
    expect(await sql`select 1 from payments where id = ${payment.id}`).toHaveLength(0);
    expect(await objectExists(payment.key)).toBe(false);
  });

  it('belongs to one payment: another payment of the studio cannot take it', async () => {
    const held = await paymentWithReceiptFile();
    const other = await paymentWithReceiptFile();
    // Nor the upload's staged key, written again: the held file stays as it was checked.
    expect(await uploadTo(held.upload, ANOTHER_PDF, 'application/pdf')).toBeLessThan(300);
    for (const key of [held.upload.key, held.key]) {
      const res = await confirm(owner, key, other.id);
      expect([res.status, await errorCode(res)], key).toEqual([400, 'invalid_input']);
    }
    expect(Buffer.from(await (await downloaded(held.id)).arrayBuffer()).equals(PDF)).toBe(true);
    const receipts = await sql`select id, receipt from payments where id in ${sql([held.id, other.id])} order by id`;
    expect(Object.fromEntries(receipts.map((r) => [r.id, r.receipt]))).toEqual({
      [held.id]: held.key,
      [other.id]: other.key,
    });
    expect(await objectExists(other.key)).toBe(true);
  });

  it('is deleted when a receipt number replaces it, and kept by other edits', async () => {
    const payment = await paymentWithReceiptFile();
    expect(await pushDirect(owner, 'payment.update', { id: payment.id, notes: 'Paid at the door' })).toEqual({});
    expect(await objectExists(payment.key)).toBe(true);

    expect(await pushDirect(owner, 'payment.update', { id: payment.id, receipt: 'F-2026-14' })).toEqual({});
    expect(await objectExists(payment.key)).toBe(false);
  });

  it('is deleted with the payments of a customer deleted with all their sessions', async () => {
    const payment = await paymentWithReceiptFile();
    const plan = { action: 'delete', sessionCount: 1, paymentCount: 2 };
    expect(await pushDirect(owner, 'customer.delete', { id: payment.customer, sessions: plan })).toMatchObject({
      message: 'deletion_confirmation_mismatch',
    });
    expect(await objectExists(payment.key)).toBe(true);

    const confirmed = { ...plan, paymentCount: 1 };
    expect(await pushDirect(owner, 'customer.delete', { id: payment.customer, sessions: confirmed })).toEqual({});
    expect(await objectExists(payment.key)).toBe(false);
  });
});

describe('the studio currency', () => {
  const put = (user: TestUser, body: unknown, accountId = owner.accountId) =>
    api('PUT', `/api/accounts/${accountId}/currency`, { token: user.accessToken, body });
  const stored = async () =>
    (await sql`select value from account_settings where account_id = ${owner.accountId} and key = 'currency'`)[0]
      ?.value as unknown;

  it('is set by the owner and normalised', async () => {
    const res = await put(owner, { code: 'usd', symbol: ' $ ', position: 'before' });
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ code: 'USD', symbol: '$', position: 'before' });
    expect((await put(owner, { code: 'EUR', symbol: '€', position: 'after' })).status).toBe(200);
    expect(await stored()).toEqual({ code: 'EUR', symbol: '€', position: 'after' });
  });

  it.each([
    ['an unknown code', { code: 'XYZ', symbol: 'x', position: 'before' }],
    ['an empty symbol', { code: 'EUR', symbol: ' ', position: 'before' }],
    ['a position in the middle', { code: 'EUR', symbol: '€', position: 'middle' }],
    ['extra fields', { code: 'EUR', symbol: '€', position: 'before', rate: 1.1 }],
  ])('refuses %s and keeps the setting', async (_label, body) => {
    const before = await stored();
    const res = await put(owner, body);
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('cannot be changed by a mere member or by another studio', async () => {
    const before = await stored();
    expect((await put(stranger, { code: 'GBP', symbol: '£', position: 'before' })).status).toBe(404);
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${stranger.userId}, 'assistant')`;
    try {
      expect((await put(stranger, { code: 'GBP', symbol: '£', position: 'before' })).status).toBe(403);
    } finally {
      await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${stranger.userId}`;
    }
    expect(await stored()).toEqual(before);
  });
});
