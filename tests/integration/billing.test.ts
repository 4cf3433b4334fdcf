// Billing through the local stand-in of Stripe (docs/decisions/pay-per-use.md): an owner adds a
// card on the stand-in's checkout page, the webhook keeps the studio's state and invoices from
// events signed with the stripe library, and a finished month is invoiced and mailed. A webhook
// with a bad signature, a replayed event or an event for no studio's customer changes nothing.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BILLING_WEBHOOK_SECRET } from '@local/billing-checkout';
import { reportBillableUse } from '../../functions/jobs/report-usage';
import { databaseUrl, platformOrigin } from '../support/env';
import { runJobs } from '../support/jobs';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let manager: TestUser;
let otherOwner: TestUser;
const otherCustomer = `cus_test_${randomUUID().slice(0, 8)}`;

const DAY_MS = 86_400_000;
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

type Sent = { response: Response; id: string };

/** Posts the stand-in's checkout form with `number`, as the page (in `lng`, when given) posts it. */
function submitCard(checkout: URL, number: string, lng?: string): Promise<Response> {
  const form = new URLSearchParams(checkout.searchParams);
  form.set('number', number);
  if (lng) form.set('lng', lng);
  return fetch(`${platformOrigin()}/local/billing/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

/** Posts `object` as a billing event, signed by the stripe library under `secret`. */
async function sendEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; tamper?: (payload: string) => string } = {},
): Promise<Sent> {
  const id = options.id ?? `evt_test_${randomUUID()}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? LOCAL_BILLING_WEBHOOK_SECRET,
  });
  const response = await fetch(`${platformOrigin()}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: options.tamper ? options.tamper(payload) : payload,
  });
  return { response, id };
}

const invoice = (id: string, customer: string, status: string, total = 1250) => ({
  id,
  object: 'invoice',
  customer,
  number: `T-${id.slice(-6)}`,
  status,
  currency: 'eur',
  total,
  // Long before the month the stand-in invoices, so the list's order is known.
  period_start: Math.floor(Date.parse('2025-01-01') / 1000),
  period_end: Math.floor(Date.parse('2025-02-01') / 1000),
  invoice_pdf: `https://example.com/${id}.pdf`,
});

async function billingOf(user: TestUser) {
  const [row] = await sql`
    select customer_id, subscription_id, card_brand, card_last4, status, reported_through::text as reported_through
    from account_billing where account_id = ${user.accountId}`;
  return row;
}

/** Everything billing keeps of a studio: what a refused event must not change. */
async function snapshot(user: TestUser) {
  return {
    billing: await billingOf(user),
    invoices: await sql`select * from billing_invoices where account_id = ${user.accountId} order by id`,
  };
}

const recorded = async (eventIds: string[]) =>
  (await sql`select id from private.billing_events where id in ${sql(eventIds)}`).map((row) => row.id as string);

const customerOf = async (user: TestUser): Promise<string> => {
  const customer = (await billingOf(user))?.customer_id as string | undefined;
  if (!customer) throw new Error('the studio has no billing customer');
  return customer;
};

const setupPath = (user: TestUser) => `/api/accounts/${user.accountId}/billing/setup`;
const invoicesPath = (user: TestUser) => `/api/accounts/${user.accountId}/billing/invoices`;

beforeAll(async () => {
  [owner, manager, otherOwner] = await Promise.all([newUser('owner'), newUser('manager'), newUser('other-owner')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${manager.userId}, 'manager')`;
  // Created last month, so last month is one it lived in.
  await sql`update accounts set name = 'Llum Studio', created_at = ${Date.parse(`${lastMonth}-05`)} where id = ${owner.accountId}`;
  // Last month's use, there before the card: 15,000 renders is 10,000 beyond the allowance, €5.00.
  await sql`insert into usage_days (account_id, day, meter, quantity)
    values (${owner.accountId}, ${`${lastMonth}-10`}, 'renders', 15000), (${owner.accountId}, ${`${lastMonth}-11`}, 'photos', 40)`;
  // Another studio that pays already, to show its invoices stay its own.
  await sql`insert into account_billing (account_id, customer_id, subscription_id, status)
    values (${otherOwner.accountId}, ${otherCustomer}, 'sub_test_other', 'active')`;
});
afterAll(() => sql.end());

describe('adding a card', () => {
  it('is for owners: a manager hears 403, another studio 404, and no customer is made', async () => {
    expect((await api('POST', setupPath(owner), { token: manager.accessToken, body: {} })).status).toBe(403);
    expect((await api('POST', setupPath(owner), { token: otherOwner.accessToken, body: {} })).status).toBe(404);
    expect((await api('POST', setupPath(owner), { body: {} })).status).toBe(401);
    expect(await billingOf(owner)).toBeUndefined();
  });

  it('refuses to send the owner back anywhere but the app', async () => {
    const res = await api('POST', setupPath(owner), {
      token: owner.accessToken,
      body: { returnPath: '//evil.example.com/app' },
    });
    expect(res.status).toBe(400);
    expect(await billingOf(owner)).toBeUndefined();
  });

  it("opens the stand-in's checkout for the studio's one customer, and the card makes the studio pay as it goes", async () => {
    const res = await api('POST', setupPath(owner), {
      token: owner.accessToken,
      body: { locale: 'ca', returnPath: '/app/settings?tab=usage' },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const checkout = new URL(url);
    expect(checkout.origin + checkout.pathname).toBe(`${platformOrigin()}/local/billing/checkout`);
    const customer = await customerOf(owner);
    expect(checkout.searchParams.get('customer')).toBe(customer);
    expect((await billingOf(owner))?.status).toBe('free');
    // Asking again keeps the customer.
    const again = await api('POST', setupPath(owner), { token: owner.accessToken, body: {} });
    expect(new URL(((await again.json()) as { url: string }).url).searchParams.get('customer')).toBe(customer);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post" action="/local/billing/checkout">');

    const submitted = await submitCard(checkout, '5555 5555 5555 4444');
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(`${platformOrigin()}/app/settings?tab=usage`);
    expect(await billingOf(owner)).toMatchObject({
      customer_id: customer,
      card_brand: 'mastercard',
      card_last4: '4444',
      status: 'active',
      subscription_id: expect.stringMatching(/^sub_local_/),
      // Use is reported from the day the card came.
      reported_through: new Date(Date.now() - DAY_MS).toISOString().slice(0, 10),
    });
  });
});

describe("Stripe's decline test card", () => {
  it('is declined as Stripe declines it, in the owner’s language, and leaves the studio as it was', async () => {
    const studio = await newUser('declined');
    const res = await api('POST', setupPath(studio), { token: studio.accessToken, body: { locale: 'es' } });
    const checkout = new URL(((await res.json()) as { url: string }).url);
    const before = await snapshot(studio);
    const submitted = await submitCard(checkout, '4000 0000 0000 0002', 'es');
    expect(submitted.status).toBe(402);
    const page = await submitted.text();
    expect(page).toContain('data-code="card_declined"');
    expect(page).toContain('data-decline-code="generic_decline"');
    expect(page).toContain('Tu tarjeta ha sido rechazada.');
    expect(await snapshot(studio)).toEqual(before);
    expect(before.billing).toMatchObject({ status: 'free', card_last4: null });
  });
});

describe("the stand-in's monthly invoice", () => {
  it("invoices last month's use when the jobs run, records it through the webhook and mails the owner in their language", async () => {
    await runJobs();
    const rows = await sql`select status, currency, total::int as total from billing_invoices
      where account_id = ${owner.accountId} and period_start = ${Date.parse(`${lastMonth}-01`)}`;
    expect(rows).toEqual([{ status: 'paid', currency: 'EUR', total: 500 }]);
    const mails = await mailsTo(owner.email);
    const month = new Intl.DateTimeFormat('ca', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      Date.parse(`${lastMonth}-01`),
    );
    const mail = mails.find((m) => m.subject.startsWith('La teva factura'));
    // Intl writes a no-break space before the euro sign.
    expect(mail?.subject).toBe(`La teva factura de ${month}: 5,00\u00a0€`);
    expect(mail?.text).toContain('Imatges generades: 5,00\u00a0€');
    // Running again invoices nothing more.
    await runJobs();
    expect(
      await sql`select id from billing_invoices where account_id = ${owner.accountId} and period_start = ${Date.parse(`${lastMonth}-01`)}`,
    ).toHaveLength(1);
  });
});

describe('months a studio did not live in, or owes nothing for', () => {
  /** A studio paying by card since `createdAt`, with nothing used: what the jobs invoice and mail it. */
  async function payingStudio(label: string, createdAt: number) {
    const studio = await newUser(label);
    await sql`update accounts set created_at = ${createdAt} where id = ${studio.accountId}`;
    await sql`insert into account_billing (account_id, customer_id, subscription_id, status)
      values (${studio.accountId}, ${`cus_local_${randomUUID().slice(0, 8)}`}, 'sub_test_new', 'active')`;
    return studio;
  }
  const invoicesOf = (studio: TestUser) =>
    sql`select period_start::float8 as start, total::int as total from billing_invoices where account_id = ${studio.accountId}`;
  const invoiceMails = async (studio: TestUser) =>
    (await mailsTo(studio.email)).filter((mail) => /invoice|factura/i.test(mail.subject));

  it('invoices and mails nothing for last month to a studio created this month', async () => {
    const now = new Date();
    const studio = await payingStudio('new-this-month', Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 9));
    await runJobs();
    expect(await invoicesOf(studio)).toEqual([]);
    expect(await invoiceMails(studio)).toEqual([]);
  });

  it('records a month that cost nothing as a €0 invoice, and mails no invoice of it', async () => {
    const studio = await payingStudio('owes-nothing', Date.parse(`${lastMonth}-01T00:00:00Z`) - 40 * DAY_MS);
    await runJobs();
    expect(await invoicesOf(studio)).toEqual([{ start: Date.parse(`${lastMonth}-01`), total: 0 }]);
    expect(await invoiceMails(studio)).toEqual([]);
  });
});

describe('reporting use', () => {
  it('reports each finished day once for a paying studio, and leaves a free one alone', async () => {
    // The stand-in as the platform runs it: billing() picks it by this variable.
    process.env.LOCAL_BILLING_WEBHOOK_SECRET = LOCAL_BILLING_WEBHOOK_SECRET;
    const free = await newUser('free');
    await sql`insert into account_billing (account_id, customer_id, status, reported_through)
      values (${free.accountId}, ${`cus_test_free_${randomUUID().slice(0, 8)}`}, 'free', '2026-01-01')`;
    await sql`update account_billing set reported_through = current_date - 4 where account_id = ${owner.accountId}`;
    const errors: unknown[] = [];
    await reportBillableUse(sql, Date.now(), (error) => errors.push(error));
    expect(errors).toEqual([]);
    const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
    expect((await billingOf(owner))?.reported_through).toBe(yesterday);
    expect((await billingOf(free))?.reported_through).toBe('2026-01-01');
  });
});

describe('the webhook', () => {
  it('refuses a bad signature, a tampered body or none, and changes nothing', async () => {
    const customer = await customerOf(owner);
    const before = await snapshot(owner);
    const failed = invoice(`in_test_${randomUUID().slice(0, 8)}`, customer, 'open');
    const wrongSecret = await sendEvent('invoice.payment_failed', failed, { secret: 'whsec_not_the_local_one' });
    expect(wrongSecret.response.status).toBe(400);
    expect(((await wrongSecret.response.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const tampered = await sendEvent('invoice.paid', invoice(failed.id, customer, 'paid', 1), {
      tamper: (payload) => payload.replace('"total":1', '"total":0'),
    });
    expect(tampered.response.status).toBe(400);
    const unsigned = await fetch(`${platformOrigin()}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'evt_x', object: 'event', type: 'invoice.payment_failed', data: { object: failed } }),
    });
    expect(unsigned.status).toBe(400);
    expect(await snapshot(owner)).toEqual(before);
    expect(await recorded([wrongSecret.id, tampered.id, 'evt_x'])).toEqual([]);
  });

  it('moves the studio to past due when a payment fails and back when it is paid; a replay changes nothing', async () => {
    const customer = await customerOf(owner);
    const id = `in_test_${randomUUID().slice(0, 8)}`;
    const failed = await sendEvent('invoice.payment_failed', invoice(id, customer, 'open'));
    expect(failed.response.status).toBe(200);
    expect((await billingOf(owner))?.status).toBe('past_due');
    const paid = await sendEvent('invoice.paid', invoice(id, customer, 'paid'));
    expect(paid.response.status).toBe(200);
    expect((await billingOf(owner))?.status).toBe('active');
    expect(await recorded([failed.id, paid.id])).toHaveLength(2);
    const [row] = await sql`select status, total::int as total, pdf_url from billing_invoices where id = ${id}`;
    expect(row).toEqual({ status: 'paid', total: 1250, pdf_url: `https://example.com/${id}.pdf` });

    // Stripe sends the failure again: already applied, so the studio stays active.
    const before = await snapshot(owner);
    const replay = await sendEvent('invoice.payment_failed', invoice(id, customer, 'open'), { id: failed.id });
    expect(replay.response.status).toBe(200);
    expect(await snapshot(owner)).toEqual(before);
  });

  it('keeps a paid invoice paid when its `finalized` event comes late', async () => {
    const customer = await customerOf(owner);
    const id = `in_test_${randomUUID().slice(0, 8)}`;
    await sendEvent('invoice.paid', invoice(id, customer, 'paid'));
    await sendEvent('invoice.finalized', invoice(id, customer, 'open'));
    expect((await sql`select status from billing_invoices where id = ${id}`)[0]?.status).toBe('paid');
  });

  it('changes nothing for a customer that is no studio’s, and does not record its event', async () => {
    const before = await snapshot(owner);
    const stranger = `cus_test_nobody_${randomUUID().slice(0, 8)}`;
    const id = `in_test_${randomUUID().slice(0, 8)}`;
    const sent = await sendEvent('invoice.payment_failed', invoice(id, stranger, 'open'));
    expect(sent.response.status).toBe(200);
    expect(await sql`select id from billing_invoices where id = ${id}`).toHaveLength(0);
    expect(await recorded([sent.id])).toEqual([]);
    expect(await snapshot(owner)).toEqual(before);
  });

  it("never lets one studio's customer change another studio's invoice", async () => {
    const [ownInvoice] = await sql`select id, status, total::int as total from billing_invoices
      where account_id = ${owner.accountId} order by id limit 1`;
    if (!ownInvoice) throw new Error('the owner has no invoice yet');
    await sendEvent('invoice.paid', invoice(ownInvoice.id as string, otherCustomer, 'void', 1));
    expect(
      (
        await sql`select account_id, status, total::int as total from billing_invoices where id = ${ownInvoice.id as string}`
      )[0],
    ).toEqual({ account_id: owner.accountId, status: ownInvoice.status, total: ownInvoice.total });
  });

  it('cancels the studio when its subscription ends, and only for its current one', async () => {
    const customer = await customerOf(owner);
    const subscription = (await billingOf(owner))?.subscription_id as string;
    await sendEvent('customer.subscription.deleted', { id: 'sub_test_an_older_one', object: 'subscription', customer });
    expect((await billingOf(owner))?.status).toBe('active');
    await sendEvent('customer.subscription.deleted', { id: subscription, object: 'subscription', customer });
    expect(await billingOf(owner)).toMatchObject({ status: 'cancelled', subscription_id: null });
  });
});

describe('the invoice list', () => {
  it('is for owners: a manager hears 403 and another studio 404', async () => {
    expect((await api('GET', invoicesPath(owner), { token: manager.accessToken })).status).toBe(403);
    expect((await api('GET', invoicesPath(owner), { token: otherOwner.accessToken })).status).toBe(404);
  });

  it("shows the studio's own invoices, newest first, never another studio's", async () => {
    const otherInvoice = `in_test_other_${randomUUID().slice(0, 8)}`;
    expect((await sendEvent('invoice.finalized', invoice(otherInvoice, otherCustomer, 'open'))).response.status).toBe(
      200,
    );
    const res = await api('GET', invoicesPath(owner), { token: owner.accessToken });
    expect(res.status).toBe(200);
    const { invoices } = (await res.json()) as {
      invoices: {
        id: string;
        status: string;
        currency: string;
        total: number;
        periodStart: number;
        pdfUrl: string | null;
      }[];
    };
    const own = await sql`select id from billing_invoices where account_id = ${owner.accountId}`;
    expect(invoices.map((i) => i.id).sort()).toEqual(own.map((row) => row.id as string).sort());
    expect(invoices.map((i) => i.id)).not.toContain(otherInvoice);
    const starts = invoices.map((i) => i.periodStart);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(invoices[0]).toMatchObject({ periodStart: Date.parse(`${lastMonth}-01`), total: 500, currency: 'EUR' });

    const theirs = await api('GET', invoicesPath(otherOwner), { token: otherOwner.accessToken });
    const listed = ((await theirs.json()) as { invoices: { id: string }[] }).invoices.map((i) => i.id);
    expect(listed).toContain(otherInvoice);
    expect(listed.some((id) => own.some((row) => row.id === id))).toBe(false);
  });
});
