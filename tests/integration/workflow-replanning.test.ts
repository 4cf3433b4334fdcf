// A session's steps that count from its invoice or its gallery move with them on every path, not
// only the ones that book or move the session: an invoice cancelled, paid by hand or no longer,
// a gallery deleted (its expiry changed by its own update is workflows.test.ts's).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { stepDueAt } from '../../core/domain/workflow';
import { stopQueue } from '../../functions/lib/queue';
import { backOfficeApi } from '../support/back-office-api';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { sessionSteps, workflowType } from './support/workflow-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
const ZONE = 'Europe/Madrid';
let owner: TestUser;
let type: string;

beforeAll(async () => {
  Object.assign(process.env, { MAIL_TRANSPORT: 'local', SITE_URL: platformOrigin(), DATABASE_URL: databaseUrl() });
  owner = await newUser('replanning');
  await sql`update accounts set settings = settings || ${sql.json({ timeZone: ZONE })} where id = ${owner.accountId}`;
  // Two days after an instalment falls due unpaid, the day after the invoice is paid, and three
  // days before the gallery expires.
  type = await workflowType(sql, owner, [
    { trigger: 'invoice_overdue', offsetAmount: 2 },
    { trigger: 'invoice_paid', offsetAmount: 1 },
    { trigger: 'gallery_expires', offsetAmount: -3 },
  ]);
});
afterAll(async () => {
  await stopQueue();
  await sql.end();
});

const backOffice = () => backOfficeApi(platformOrigin(), owner.accessToken);

/** A session of the workflow's type booked in the back office, with `galleryId` if given: its id. */
async function bookedSession(galleryId: string | null = null): Promise<string> {
  const [customerId, sessionId] = [newId(), newId()];
  await sql`insert into customers (id, account_id, author_id, name, email)
            values (${customerId}, ${owner.accountId}, ${owner.userId}, 'Pau Vidal', ${`pau-${customerId}@example.com`})`;
  const date = Date.now() + 60 * DAY;
  await backOffice().mutate('session.create', { id: sessionId, accountId: owner.accountId, customerId, date, type });
  if (galleryId) await backOffice().mutate('session.update', { id: sessionId, galleryId });
  return sessionId;
}

/** An invoice of 121,00 € on the session, issued through the back office: its id and its due date. */
async function issuedInvoice(sessionId: string): Promise<{ id: string; dueAt: number }> {
  const id = newId();
  await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, language)
             select ${id}, account_id, author_id, customer_id, id, 'EUR', 'es' from sessions where id = ${sessionId}`;
    await tx`insert into invoice_lines (id, account_id, invoice_id, description, unit_price, tax_rate_bp, net, tax)
             values (${newId()}, ${owner.accountId}, ${id}, 'Sesión de retrato', 10000, 2100, 10000, 2100)`;
  });
  await backOffice().call('POST', `/api/accounts/${owner.accountId}/invoices/${id}/issue`);
  const [invoice] = await sql<{ dueAt: number }[]>`select due_at::float8 as "dueAt" from invoices where id = ${id}`;
  return { id, dueAt: invoice!.dueAt };
}

/** `days` calendar days after `at` on the studio's clock, to the minute, as a step counts them. */
const daysAfter = (at: number, days: number) =>
  stepDueAt({ trigger: 'booked', offsetAmount: days, offsetUnit: 'days', atMinute: null }, at, ZONE);

/** Each step's status and whether it has a date, in order. */
async function plan(sessionId: string) {
  const steps = await sessionSteps(sql, sessionId);
  return steps.map((step) => [step.status, step.dueAt === null ? null : 'dated']);
}

describe('an invoice', () => {
  it('cancelled takes the steps counting from its instalments back to pending', async () => {
    const sessionId = await bookedSession();
    const invoice = await issuedInvoice(sessionId);
    const [overdue] = await sessionSteps(sql, sessionId);
    expect(overdue).toMatchObject({ status: 'scheduled', dueAt: daysAfter(invoice.dueAt, 2) });

    const res = await api('POST', `/api/accounts/${owner.accountId}/invoices/${invoice.id}/cancel`, {
      token: owner.accessToken,
      body: { reason: 'Wrong client' },
    });
    expect(res.status).toBe(200);
    expect(await plan(sessionId)).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
    ]);
  });

  it('paid by hand dates the steps counting from its payment, and unpaid again takes them back', async () => {
    const sessionId = await bookedSession();
    const invoice = await issuedInvoice(sessionId);
    const paymentId = newId();
    await backOffice().mutate('payment.recordForInvoice', {
      id: paymentId,
      invoiceId: invoice.id,
      date: Date.now(),
      amount: 12100,
      method: 'bank_transfer',
    });
    const [paid] = await sql<{ at: number }[]>`select created_at::float8 as at from payments where id = ${paymentId}`;
    const [overdue, thanks] = await sessionSteps(sql, sessionId);
    // The overdue step keeps its time: the runner finds the instalment paid then and cancels it.
    expect([overdue!.dueAt, thanks!.dueAt]).toEqual([daysAfter(invoice.dueAt, 2), daysAfter(paid!.at, 1)]);
    expect(thanks!.status).toBe('scheduled');

    await backOffice().mutate('payment.delete', { id: paymentId });
    expect(await plan(sessionId)).toEqual([
      ['scheduled', 'dated'],
      ['pending', null],
      ['pending', null],
    ]);
    expect((await sessionSteps(sql, sessionId))[0]!.dueAt).toBe(daysAfter(invoice.dueAt, 2));
  });
});

describe('a gallery', () => {
  it('deleted takes the steps counting from its expiry back to pending', async () => {
    const galleryId = newId();
    const expiresAt = Date.now() + 90 * DAY;
    await sql`insert into galleries (id, account_id, author_id, name, status, published_at, expires_at)
              values (${galleryId}, ${owner.accountId}, ${owner.userId}, 'Portraits', 'published', ${Date.now()}, ${expiresAt})`;
    const sessionId = await bookedSession(galleryId);
    expect(await plan(sessionId)).toEqual([
      ['pending', null],
      ['pending', null],
      ['scheduled', 'dated'],
    ]);

    const res = await api('DELETE', `/api/gallery/${galleryId}`, { token: owner.accessToken });
    expect(res.status).toBe(204);
    expect(await sql`select gallery_id from sessions where id = ${sessionId}`).toEqual([{ gallery_id: null }]);
    expect(await plan(sessionId)).toEqual([
      ['pending', null],
      ['pending', null],
      ['pending', null],
    ]);
  });
});
