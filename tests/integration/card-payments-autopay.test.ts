// Autopay: a client who pays an instalment and keeps the card (where the invoice allows it) has
// each later instalment charged to that card on its due morning, by a job on the queue; the
// webhook records the charge as any card payment. Against the local stand-in for Stripe Connect:
// its card page, its saved cards and its signed events posted to the real webhook.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { createDocumentLink } from '../../functions/lib/client-links';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { api, newUser, type TestUser } from '../support/users';
import { DAY, insertCustomer } from './support/booking-fixtures';
import { rolledBack } from './support/rolled-back';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let manager: TestUser;
let assistant: TestUser;
let stranger: TestUser;
let customerId: string;

type Invoice = { id: string; token: string; instalments: string[] };

/** An issued invoice of 300,00 € in three instalments: now, in 30 days and in 60. */
async function issuedInvoice(allowSavedCard = true): Promise<Invoice> {
  const id = newId();
  const instalments = [newId(), newId(), newId()];
  await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, currency, language, subtotal, total,
                                   allow_saved_card)
             values (${id}, ${owner.accountId}, ${owner.userId}, ${customerId}, 'EUR', 'en', 30000, 30000,
                     ${allowSavedCard})`;
    for (const [position, instalment] of instalments.entries()) {
      await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at)
               values (${instalment}, ${owner.accountId}, ${id}, ${position}, 10000, ${Date.now() + position * 30 * DAY})`;
    }
    await tx`update invoices set status = 'issued' where id = ${id}`;
  });
  return { id, token: await createDocumentLink(sql, owner.accountId, { kind: 'invoice', id }), instalments };
}

/** Pays the first instalment owed on the stand-in's card page, asking to keep the card or not; whether it offered to. */
async function payOnPage(invoice: Invoice, save: boolean): Promise<boolean> {
  const res = await api('POST', `/api/public/invoices/${invoice.token}/pay`, { body: {} });
  expect(res.status).toBe(200);
  const page = new URL(((await res.json()) as { url: string }).url);
  const form = await (await fetch(`${platformOrigin()}${page.pathname}?${page.searchParams}`)).text();
  const paid = await fetch(`${platformOrigin()}${page.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(page.searchParams),
      number: '4242 4242 4242 4242',
      ...(save ? { save: 'on' } : {}),
    }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return form.includes('Save this card for the next payments of this invoice');
}

/** The studio's view of the invoice's saved card, as `user` asks for it: the status and body. */
async function savedCard(user: TestUser, invoice: Invoice, method: 'GET' | 'DELETE' = 'GET') {
  const res = await api(method, `/api/accounts/${owner.accountId}/invoices/${invoice.id}/saved-card`, {
    token: user.accessToken,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

type ChargeJob = { id: string; instalmentId: string; key: string; state: string; startAfter: Date };

const chargeJobs = (invoice: Invoice) =>
  sql<ChargeJob[]>`
    select id, data ->> 'instalmentId' as "instalmentId", singleton_key as key, state::text, start_after as "startAfter"
    from pgboss.job where name = 'instalment-charge' and data ->> 'invoiceId' = ${invoice.id} order by start_after`;

/** Makes the job due now and waiting again, as if its time had come or it were delivered again. */
const makeDue = (jobId: string) =>
  sql`update pgboss.job set state = 'created', start_after = now(), completed_on = null where id = ${jobId}`;

/** What was paid of each instalment, and the card payments recorded. */
async function paid(invoice: Invoice) {
  const instalments = await sql`
    select amount_paid::int as paid from invoice_instalments where invoice_id = ${invoice.id} order by position`;
  const payments = await sql`
    select instalment_id as "instalmentId", amount::int as amount, status from payments
    where invoice_id = ${invoice.id} order by date`;
  return { instalments: instalments.map((row) => row.paid as number), payments };
}

/** The PaymentIntents the stand-in made for the invoice: one per charge attempt. */
const intents = async (invoice: Invoice) =>
  (await sql`select 1 from local.card_payment_intents where metadata ->> 'invoice_id' = ${invoice.id}`).length;

beforeAll(async () => {
  [owner, manager, assistant, stranger] = await Promise.all([
    newUser('autopay-owner'),
    newUser('autopay-manager'),
    newUser('autopay-assistant'),
    newUser('autopay-stranger'),
  ]);
  await sql`insert into account_members (account_id, user_id, role)
            values (${owner.accountId}, ${manager.userId}, 'manager'), (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  customerId = await insertCustomer(sql, owner);
  const connected = `acct_local_${newId().replaceAll('-', '').slice(0, 16).toLowerCase()}`;
  await sql`update accounts set settings = settings || ${sql.json({ timeZone: 'Europe/Madrid' })}
            where id = ${owner.accountId}`;
  await sql`insert into local.connect_accounts (id, account_id, charges_enabled, details_submitted)
            values (${connected}, ${owner.accountId}, true, true)`;
  await sql`insert into payment_accounts (account_id, stripe_account_id, charges_enabled, details_submitted)
            values (${owner.accountId}, ${connected}, true, true)`;
});
afterAll(() => sql.end());

describe('a card the client saves for the next instalments', () => {
  let invoice: Invoice;

  it('is kept, and each later instalment’s charge waits for its due morning, once per instalment', async () => {
    invoice = await issuedInvoice();
    expect(await payOnPage(invoice, true)).toBe(true);
    const [card] = await sql`
      select c.customer, c.payment_method as "paymentMethod", i.customer as "intentCustomer",
             i.payment_method as "intentMethod"
      from private.invoice_saved_cards c
        join local.card_payment_intents i on i.metadata ->> 'invoice_id' = c.invoice_id
      where c.invoice_id = ${invoice.id}`;
    expect(card).toEqual({
      customer: expect.stringMatching(/^cus_local_/),
      paymentMethod: expect.stringMatching(/^pm_local_/),
      intentCustomer: card!.customer,
      intentMethod: card!.paymentMethod,
    });
    const jobs = await chargeJobs(invoice);
    expect(jobs.map(({ instalmentId, key, state }) => ({ instalmentId, key, state }))).toEqual(
      invoice.instalments.slice(1).map((id) => ({ instalmentId: id, key: id, state: 'created' })),
    );
    // On each due day, at 9:00 on the studio's clock.
    for (const [index, job] of jobs.entries()) {
      expect(job.startAfter.toLocaleTimeString('en-GB', { timeZone: 'Europe/Madrid' })).toBe('09:00:00');
      expect(Math.abs(job.startAfter.getTime() - (Date.now() + (index + 1) * 30 * DAY))).toBeLessThan(DAY);
    }
    expect(await paid(invoice)).toMatchObject({ instalments: [10_000, 0, 0] });
  });

  it('pays the next instalment when its job runs, once even if the job runs twice', async () => {
    const [second] = await chargeJobs(invoice);
    await makeDue(second!.id);
    await runJobs();
    expect(await paid(invoice)).toEqual({
      instalments: [10_000, 10_000, 0],
      payments: [
        { instalmentId: invoice.instalments[0], amount: 10_000, status: 'completed' },
        { instalmentId: invoice.instalments[1], amount: 10_000, status: 'completed' },
      ],
    });
    // The client is thanked for it as for any payment.
    const [payment] = await sql`select id from payments where instalment_id = ${invoice.instalments[1]!}`;
    expect(
      await sql`select 1 from pgboss.job where name = 'invoice-receipt' and singleton_key = ${payment!.id}`,
    ).toHaveLength(1);

    await makeDue(second!.id);
    await runJobs();
    expect((await paid(invoice)).payments).toHaveLength(2);
    expect(await intents(invoice)).toBe(2);
    expect((await chargeJobs(invoice)).map((job) => job.state)).toEqual(['completed', 'created']);
  });

  it('records nothing paid when the bank declines the card, and notes why beside it', async () => {
    await sql`update local.card_payment_methods set code = 'card_declined', decline_code = 'insufficient_funds'
              where id = (select payment_method from private.invoice_saved_cards where invoice_id = ${invoice.id})`;
    const [, third] = await chargeJobs(invoice);
    await makeDue(third!.id);
    await runJobs();
    expect(await paid(invoice)).toMatchObject({ instalments: [10_000, 10_000, 0] });
    expect((await paid(invoice)).payments).toHaveLength(2);
    const [card] = await sql`
      select decline_code as code, declined_at is not null as declined from private.invoice_saved_cards
      where invoice_id = ${invoice.id}`;
    expect(card).toEqual({ code: 'insufficient_funds', declined: true });
    // Done with, not retried: the client pays on the page, reminded as for any unpaid instalment.
    expect((await chargeJobs(invoice)).map((job) => job.state)).toEqual(['completed', 'completed']);
  });

  it('is shown to the studio’s managers with its last decline, never with the provider’s ids', async () => {
    expect(await savedCard(manager, invoice)).toEqual({
      status: 200,
      body: {
        savedCard: { savedAt: expect.any(Number), declinedAt: expect.any(Number), declineCode: 'insufficient_funds' },
      },
    });
  });

  it('is forgotten when a manager stops the automatic charges, and the next charge takes nothing', async () => {
    const stopped = await issuedInvoice();
    await payOnPage(stopped, true);
    expect(await savedCard(manager, stopped)).toEqual({
      status: 200,
      body: { savedCard: { savedAt: expect.any(Number), declinedAt: null, declineCode: null } },
    });
    // An assistant and another studio's manager are refused as by every money route, and the card stays.
    for (const method of ['GET', 'DELETE'] as const) {
      expect(await savedCard(assistant, stopped, method)).toMatchObject({
        status: 403,
        body: { error: { code: 'forbidden' } },
      });
      expect(await savedCard(stranger, stopped, method)).toMatchObject({
        status: 404,
        body: { error: { code: 'not_found' } },
      });
    }
    expect(await sql`select 1 from private.invoice_saved_cards where invoice_id = ${stopped.id}`).toHaveLength(1);

    expect(await savedCard(manager, stopped, 'DELETE')).toEqual({ status: 204, body: null });
    expect(await savedCard(manager, stopped)).toEqual({ status: 200, body: { savedCard: null } });
    // Stopping twice is stopping once.
    expect(await savedCard(manager, stopped, 'DELETE')).toEqual({ status: 204, body: null });
    const [second] = await chargeJobs(stopped);
    await makeDue(second!.id);
    await runJobs();
    expect(await paid(stopped)).toMatchObject({ instalments: [10_000, 0, 0] });
    expect((await paid(stopped)).payments).toHaveLength(1);
    expect(await intents(stopped)).toBe(1);
  });

  it('is not kept, and nothing is queued, when the client does not save it or the invoice does not allow it', async () => {
    const unsaved = await issuedInvoice();
    const disallowed = await issuedInvoice(false);
    expect(await payOnPage(unsaved, false)).toBe(true);
    // Not offered; a forged consent keeps nothing either.
    expect(await payOnPage(disallowed, true)).toBe(false);
    for (const other of [unsaved, disallowed]) {
      expect(await sql`select 1 from private.invoice_saved_cards where invoice_id = ${other.id}`).toHaveLength(0);
      expect(await chargeJobs(other)).toHaveLength(0);
      expect(await paid(other)).toMatchObject({ instalments: [10_000, 0, 0] });
    }
  });

  it('charges nothing once the invoice is cancelled', async () => {
    const cancelled = await issuedInvoice();
    await payOnPage(cancelled, true);
    await sql`update invoices set status = 'cancelled', cancelled_at = ${Date.now()} where id = ${cancelled.id}`;
    for (const job of await chargeJobs(cancelled)) await makeDue(job.id);
    await runJobs();
    expect(await paid(cancelled)).toMatchObject({ instalments: [10_000, 0, 0] });
    expect(await intents(cancelled)).toBe(1);
  });

  it('is out of reach of the Data API’s roles', async () => {
    for (const role of ['anon', 'authenticated']) {
      const refusal = await rolledBack(sql, async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        return tx`select * from private.invoice_saved_cards`.then(
          () => 'allowed',
          (error: Error) => error.message,
        );
      });
      expect(refusal, role).toMatch(/permission denied/);
    }
  });
});
