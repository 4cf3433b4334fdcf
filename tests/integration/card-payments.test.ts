// Clients paying invoices by card through the studio's own Stripe account, against the local
// stand-in for Stripe Connect (its pages and its signed events, posted to the real webhook):
// onboarding connects the studio; declines record nothing; duplicated and out-of-order events
// record a payment once, and every total (instalment, invoice, session, revenue) counts it once;
// refunds and disputes follow what the provider says; forged events and assistants change nothing.
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CONNECT_WEBHOOK_SECRET } from '@local/card-payments/pages';
import { newId } from '../../core/domain/ids';
import { createDocumentLink } from '../../functions/lib/client-links';
import { databaseUrl, platformOrigin } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession } from './support/booking-fixtures';
import { submitForm } from './support/card-stand-in';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let assistant: TestUser;
let connectedAccount: string;
let sessionId: string;
let invoiceId: string;
let token: string;
const deposit = newId();
const balance = newId();

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** Posts a Connect event from the studio's account, signed as Stripe signs them (or with `secret`). */
async function sendEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string; tamper?: (payload: string) => string } = {},
): Promise<Response> {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${randomUUID()}`,
    object: 'event',
    account: connectedAccount,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? LOCAL_CONNECT_WEBHOOK_SECRET,
  });
  return fetch(`${platformOrigin()}/api/card-payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: options.tamper ? options.tamper(payload) : payload,
  });
}

/** What the client's "Pay" button asks for by the invoice's link. */
const pay = (body: Record<string, unknown> = {}, link = token) =>
  api('POST', `/api/public/invoices/${link}/pay`, { body });

/** The payment page of the first instalment still owed, as the client's link opens it. */
async function checkout(): Promise<URL> {
  const res = await pay();
  expect(res.status).toBe(200);
  return new URL(((await res.json()) as { url: string }).url);
}

/** Every figure a card payment moves, as stored. */
async function figures() {
  const [invoice] = await sql`
    select amount_paid::int as "amountPaid", amount_refunded::int as "amountRefunded", payment_status as "paymentStatus",
           disputed
    from invoices where id = ${invoiceId}`;
  const instalments = await sql`
    select amount_paid::int as paid from invoice_instalments where invoice_id = ${invoiceId} order by position`;
  const [session] = await sql`
    select payment_amount::int as paid, payment_status as status from sessions where id = ${sessionId}`;
  const [revenue] = await sql`
    select coalesce(sum(amount), 0)::int as total from revenue_days where account_id = ${owner.accountId}`;
  const payments = await sql`
    select instalment_id as "instalmentId", amount::int as amount, amount_refunded::int as "amountRefunded", status
    from payments where invoice_id = ${invoiceId} order by date`;
  return {
    invoice,
    instalments: instalments.map((i) => i.paid as number),
    session,
    revenue: revenue!.total as number,
    payments,
  };
}

const paymentOf = async (instalmentId: string) =>
  (await sql`select id, provider_payment_id as "providerId" from payments where instalment_id = ${instalmentId}`)[0] as
    { id: string; providerId: string } | undefined;

beforeAll(async () => {
  [owner, assistant] = await Promise.all([newUser('card-owner'), newUser('card-assistant')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  const customerId = await insertCustomer(sql, owner);
  sessionId = await insertSession(sql, owner, customerId, { date: Date.UTC(2026, 9, 1, 12), price: 30_000 });
  invoiceId = newId();
  await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, language, subtotal, total)
             values (${invoiceId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${sessionId}, 'EUR', 'es', 30000, 30000)`;
    await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at) values
             (${deposit}, ${owner.accountId}, ${invoiceId}, 0, 10000, ${Date.now()}),
             (${balance}, ${owner.accountId}, ${invoiceId}, 1, 20000, ${Date.now() + 30 * 86_400_000})`;
    await tx`update invoices set status = 'issued' where id = ${invoiceId}`;
  });
  token = await createDocumentLink(sql, owner.accountId, { kind: 'invoice', id: invoiceId });
  await sql`insert into account_settings (account_id, key, value, author_id)
            values (${owner.accountId}, 'invoicing', ${sql.json({ paymentInstructions: 'IBAN ES00 0000 0000' })}, ${owner.userId})`;
});
afterAll(() => sql.end());

describe('card payments through the studio’s Stripe account', () => {
  it('refuse to take a card before the studio connects, and say how else to pay', async () => {
    const refused = await pay();
    expect([refused.status, await refused.json()]).toEqual([
      409,
      {
        error: expect.objectContaining({
          code: 'payments_not_connected',
          details: { paymentInstructions: 'IBAN ES00 0000 0000' },
        }),
      },
    ]);
    const unknown = await pay({}, 'A'.repeat(43));
    expect([unknown.status, await errorCode(unknown)]).toEqual([404, 'link_not_found']);
  });

  it('connect the studio once onboarding is done, and refuse assistants', async () => {
    const path = `/api/accounts/${owner.accountId}/card-payments`;
    expect(await (await api('GET', path, { token: owner.accessToken })).json()).toEqual({
      connected: false,
      chargesEnabled: false,
      detailsSubmitted: false,
      // The local platform sets no PLATFORM_FEE_BP: the studio keeps all of each payment.
      feeBasisPoints: 0,
    });
    for (const [method, route] of [
      ['POST', `${path}/connect`],
      ['GET', path],
    ] as const) {
      const refused = await api(method, route, {
        token: assistant.accessToken,
        body: method === 'POST' ? {} : undefined,
      });
      expect([route, refused.status, await errorCode(refused)]).toEqual([route, 403, 'forbidden']);
    }
    expect(await sql`select 1 from payment_accounts where account_id = ${owner.accountId}`).toHaveLength(0);

    const started = await api('POST', `${path}/connect`, { token: owner.accessToken, body: { locale: 'es' } });
    expect(started.status).toBe(200);
    const onboarding = new URL(((await started.json()) as { url: string }).url);
    connectedAccount = onboarding.searchParams.get('account')!;
    expect(await (await api('GET', path, { token: owner.accessToken })).json()).toMatchObject({
      connected: true,
      chargesEnabled: false,
    });
    const done = await submitForm(onboarding);
    expect([done.status, done.headers.get('location')]).toEqual([303, `${platformOrigin()}/app/settings/payments`]);
    // The webhook's account.updated, not the status read, stored it.
    const [stored] = await sql`
      select stripe_account_id, charges_enabled, details_submitted from payment_accounts where account_id = ${owner.accountId}`;
    expect(stored).toEqual({ stripe_account_id: connectedAccount, charges_enabled: true, details_submitted: true });
  });

  it('record nothing paid for a declined card, and the payment once the client retries with another', async () => {
    const page = await checkout();
    const declined = await submitForm(page, { number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Se ha rechazado la tarjeta');
    const broke = await submitForm(page, { number: '4000000000009995' });
    expect([broke.status, await broke.text()]).toEqual([402, expect.stringContaining('fondos suficientes')]);
    expect(await figures()).toMatchObject({
      invoice: { amountPaid: 0, paymentStatus: 'unpaid' },
      instalments: [0, 0],
      session: { paid: 0, status: 'pending' },
      revenue: 0,
      payments: [],
    });

    const paid = await submitForm(page, { number: '4242 4242 4242 4242' });
    expect(paid.status).toBe(303);
    expect(await figures()).toEqual({
      invoice: { amountPaid: 10_000, amountRefunded: 0, paymentStatus: 'partial', disputed: false },
      instalments: [10_000, 0],
      session: { paid: 10_000, status: 'partial' },
      revenue: 10_000,
      payments: [{ instalmentId: deposit, amount: 10_000, amountRefunded: 0, status: 'completed' }],
    });
  });

  it('record a payment once from 20 duplicated, out-of-order events, and count it once everywhere', async () => {
    // Stripe has the balance paid; its events (and their repeats) arrive together, the stale
    // "processing" one among them.
    const intent = `pi_local_${randomUUID().replaceAll('-', '')}`;
    const metadata = { account_id: owner.accountId, invoice_id: invoiceId, instalment_id: balance };
    await sql`
      insert into local.card_payment_intents (id, connected_account_id, amount, currency, status, metadata, created)
      values (${intent}, ${connectedAccount}, 20000, 'EUR', 'succeeded', ${sql.json(metadata)}, ${Date.now()})`;
    const snapshot = { id: intent, object: 'payment_intent', amount: 20_000, currency: 'eur', metadata };
    const events = [
      ['payment_intent.processing', { ...snapshot, status: 'processing' }],
      ['payment_intent.succeeded', { ...snapshot, status: 'succeeded' }],
      ['charge.succeeded', { id: `ch_${intent}`, object: 'charge', payment_intent: intent, amount: 20_000 }],
      ['checkout.session.completed', { id: `cs_${intent}`, object: 'checkout.session', payment_intent: intent }],
      ['payment_intent.created', { ...snapshot, status: 'requires_payment_method' }],
    ] as const;
    const ids = events.map(() => `evt_test_${randomUUID()}`);
    const deliveries = [3, 0, 4, 1, 2, 1, 0, 3, 2, 4, 4, 2, 0, 1, 3, 0, 2, 4, 1, 3].map((i) => ({ i, ...events[i] }));
    expect(deliveries).toHaveLength(20);
    const answers = await Promise.all(
      deliveries.map(async ({ i }) => {
        const [type, object] = events[i]!;
        const res = await sendEvent(type, object, { id: ids[i] });
        return [res.status, ((await res.json()) as { outcome: string }).outcome] as const;
      }),
    );
    expect(answers.filter(([, outcome]) => outcome === 'applied')).toHaveLength(events.length);
    expect(answers.every(([status, outcome]) => status === 200 && ['applied', 'replayed'].includes(outcome))).toBe(
      true,
    );

    const after = await figures();
    expect(after).toEqual({
      invoice: { amountPaid: 30_000, amountRefunded: 0, paymentStatus: 'paid', disputed: false },
      instalments: [10_000, 20_000],
      session: { paid: 30_000, status: 'paid' },
      revenue: 30_000,
      payments: [
        { instalmentId: deposit, amount: 10_000, amountRefunded: 0, status: 'completed' },
        { instalmentId: balance, amount: 20_000, amountRefunded: 0, status: 'completed' },
      ],
    });
    // One receipt for the client, however many events told of the payment. A replay arriving once
    // the platform's worker has run the first job queues it again (in case that queueing had
    // failed); the job then mails nothing more (invoice-messages.test.ts).
    const { id: paymentId } = (await paymentOf(balance))!;
    expect(
      await sql`
        select distinct data from pgboss.job where name = 'invoice-receipt' and data ->> 'paymentId' = ${paymentId}`,
    ).toEqual([{ data: { invoiceId, paymentId, amount: 20_000 } }]);
    const again = await pay();
    expect([again.status, await errorCode(again)]).toEqual([409, 'invoice_already_paid']);
    // A late "processing" event, new to the webhook, never undoes the payment.
    const late = await sendEvent('payment_intent.processing', { ...snapshot, status: 'processing' });
    expect(((await late.json()) as { outcome: string }).outcome).toBe('applied');
    expect(await figures()).toEqual(after);
  });

  it('refuse an event with a bad signature, and change nothing', async () => {
    const before = await figures();
    const { providerId } = (await paymentOf(balance))!;
    await sql`update local.card_payment_intents set amount_refunded = 20000 where id = ${providerId}`;
    try {
      const refund = { id: `ch_${providerId}`, object: 'charge', payment_intent: providerId, amount_refunded: 20_000 };
      const forged = await sendEvent('charge.refunded', refund, { secret: 'whsec_not_the_stand_ins' });
      const tampered = await sendEvent('charge.refunded', refund, {
        tamper: (payload) => payload.replace('"charge.refunded"', '"charge.refunded" '),
      });
      for (const res of [forged, tampered]) expect([res.status, await errorCode(res)]).toEqual([400, 'invalid_input']);
      expect(await figures()).toEqual(before);
    } finally {
      await sql`update local.card_payment_intents set amount_refunded = 0 where id = ${providerId}`;
    }
  });

  it('refund part of a payment, then the rest, as the provider confirms; refuse more and assistants', async () => {
    const { id: paymentId } = (await paymentOf(deposit))!;
    const refunds = `/api/accounts/${owner.accountId}/invoices/${invoiceId}/refunds`;
    const byAssistant = await api('POST', refunds, { token: assistant.accessToken, body: { paymentId, amount: 100 } });
    expect([byAssistant.status, await errorCode(byAssistant)]).toEqual([403, 'forbidden']);

    const partial = await api('POST', refunds, { token: owner.accessToken, body: { paymentId, amount: 4_000 } });
    expect([partial.status, await partial.json()]).toEqual([202, { status: 'requested', amount: 4_000 }]);
    expect(await figures()).toMatchObject({
      invoice: { amountPaid: 26_000, amountRefunded: 4_000, paymentStatus: 'partial' },
      instalments: [6_000, 20_000],
      session: { paid: 26_000, status: 'partial' },
      revenue: 26_000,
    });

    const before = await figures();
    const tooMuch = await api('POST', refunds, { token: owner.accessToken, body: { paymentId, amount: 6_001 } });
    expect([tooMuch.status, await errorCode(tooMuch)]).toEqual([409, 'refund_too_large']);
    expect(await figures()).toEqual(before);

    const rest = await api('POST', refunds, { token: owner.accessToken, body: { paymentId } });
    expect([rest.status, await rest.json()]).toEqual([202, { status: 'requested', amount: 6_000 }]);
    expect(await figures()).toMatchObject({
      invoice: { amountPaid: 20_000, amountRefunded: 10_000, paymentStatus: 'partial' },
      instalments: [0, 20_000],
      session: { paid: 20_000, status: 'partial' },
      revenue: 20_000,
      payments: [
        { instalmentId: deposit, amount: 10_000, amountRefunded: 10_000, status: 'refunded' },
        { instalmentId: balance, amount: 20_000, amountRefunded: 0, status: 'completed' },
      ],
    });
  });

  it('mark the invoice while a dispute is open, and unmark it when the studio wins', async () => {
    const { providerId } = (await paymentOf(balance))!;
    const dispute = { id: `dp_${providerId}`, object: 'dispute', payment_intent: providerId, amount: 20_000 };
    await sql`update local.card_payment_intents set dispute = 'needs_response' where id = ${providerId}`;
    expect((await sendEvent('charge.dispute.created', { ...dispute, status: 'needs_response' })).status).toBe(200);
    expect((await figures()).invoice).toMatchObject({ disputed: true, amountPaid: 20_000 });

    await sql`update local.card_payment_intents set dispute = 'won' where id = ${providerId}`;
    expect((await sendEvent('charge.dispute.closed', { ...dispute, status: 'won' })).status).toBe(200);
    expect(await figures()).toMatchObject({
      invoice: { disputed: false, amountPaid: 20_000, paymentStatus: 'partial' },
      revenue: 20_000,
    });
    // The dispute's first event arriving late does not reopen it.
    expect((await sendEvent('charge.dispute.created', { ...dispute, status: 'needs_response' })).status).toBe(200);
    expect((await figures()).invoice).toMatchObject({ disputed: false });
  });

  it('refuse to take a card for a cancelled invoice', async () => {
    await sql`update invoices set status = 'cancelled', cancelled_at = ${Date.now()} where id = ${invoiceId}`;
    const refused = await pay();
    expect([refused.status, await errorCode(refused)]).toEqual([409, 'invoice_cancelled']);
  });
});
