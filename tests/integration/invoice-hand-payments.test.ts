// Money an invoice's client paid by hand (cash, a transfer), recorded through the real Zero
// handlers: the instalment, the invoice and its session follow as they do for a card payment
// (functions/lib/card-payments/invoice-payments.ts), a refusal changes nothing, and a card
// payment taken through the provider stays the provider's.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertCustomer, insertSession, load, pushDirect } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;
let assistant: TestUser;
let customerId: string;

/** An invoice of 300.00 in two instalments (100.00 and 200.00), issued unless told otherwise. */
async function invoiceWithSession(status: 'draft' | 'issued' | 'cancelled' = 'issued') {
  const sessionId = await insertSession(sql, owner, customerId, { price: 30_000 });
  const invoiceId = newId();
  const instalments = [newId(), newId()] as const;
  await sql.begin(async (tx) => {
    await tx`insert into invoices (id, account_id, author_id, customer_id, session_id, currency, subtotal, total)
             values (${invoiceId}, ${owner.accountId}, ${owner.userId}, ${customerId}, ${sessionId}, 'EUR', 30000, 30000)`;
    await tx`insert into invoice_instalments (id, account_id, invoice_id, position, amount, due_at) values
             (${instalments[0]}, ${owner.accountId}, ${invoiceId}, 0, 10000, ${Date.now()}),
             (${instalments[1]}, ${owner.accountId}, ${invoiceId}, 1, 20000, ${Date.now() + 30 * 86_400_000})`;
    if (status !== 'draft') await tx`update invoices set status = 'issued' where id = ${invoiceId}`;
    if (status === 'cancelled') await tx`update invoices set status = 'cancelled' where id = ${invoiceId}`;
  });
  return { sessionId, invoiceId, instalments };
}

/** Every figure a payment moves, as stored. */
async function figures(invoiceId: string, sessionId: string) {
  const [invoice] = await sql`
    select amount_paid::int as "amountPaid", payment_status as "paymentStatus" from invoices where id = ${invoiceId}`;
  const instalments = await sql`
    select amount_paid::int as paid from invoice_instalments where invoice_id = ${invoiceId} order by position`;
  const [session] = await sql`
    select payment_amount::int as paid, payment_status as status from sessions where id = ${sessionId}`;
  const [payments] = await sql`select count(*)::int as n from payments where invoice_id = ${invoiceId}`;
  return { invoice, instalments: instalments.map((i) => i.paid as number), session, payments: payments!.n as number };
}

const record = (user: TestUser, args: Record<string, unknown>) =>
  pushDirect(user, 'payment.recordForInvoice', { id: newId(), date: Date.now(), method: 'bank_transfer', ...args });

beforeAll(async () => {
  [owner, stranger, assistant] = await Promise.all([
    newUser('hand-payer'),
    newUser('hand-stranger'),
    newUser('hand-assistant'),
  ]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  customerId = await insertCustomer(sql, owner);
});
afterAll(() => sql.end());

describe('payments of an invoice recorded by hand', () => {
  it('pay its instalments, the invoice and its session, and go back when deleted', async () => {
    const { sessionId, invoiceId, instalments } = await invoiceWithSession();
    const deposit = newId();
    expect(await record(owner, { id: deposit, invoiceId, instalmentId: instalments[0], amount: 10_000 })).toEqual({});
    expect(await figures(invoiceId, sessionId)).toEqual({
      invoice: { amountPaid: 10_000, paymentStatus: 'partial' },
      instalments: [10_000, 0],
      session: { paid: 10_000, status: 'partial' },
      payments: 1,
    });
    const [stored] = await sql`select status, session_id, instalment_id, method from payments where id = ${deposit}`;
    expect(stored).toEqual({
      status: 'completed',
      session_id: sessionId,
      instalment_id: instalments[0],
      method: 'bank_transfer',
    });

    expect(await record(owner, { invoiceId, instalmentId: instalments[1], amount: 20_000 })).toEqual({});
    expect(await figures(invoiceId, sessionId)).toMatchObject({
      invoice: { amountPaid: 30_000, paymentStatus: 'paid' },
      instalments: [10_000, 20_000],
      session: { paid: 30_000, status: 'paid' },
    });

    expect(await pushDirect(owner, 'payment.delete', { id: deposit })).toEqual({});
    expect(await figures(invoiceId, sessionId)).toMatchObject({
      invoice: { amountPaid: 20_000, paymentStatus: 'partial' },
      instalments: [0, 20_000],
      session: { paid: 20_000, status: 'partial' },
      payments: 1,
    });
  });

  it('refuse more than is left, a draft, a cancelled invoice, another invoice’s instalment and strangers', async () => {
    const { sessionId, invoiceId, instalments } = await invoiceWithSession();
    const other = await invoiceWithSession();
    const draft = await invoiceWithSession('draft');
    const cancelled = await invoiceWithSession('cancelled');
    const before = await figures(invoiceId, sessionId);
    const refusals = await Promise.all([
      record(owner, { invoiceId, instalmentId: instalments[0], amount: 30_001 }),
      record(owner, { invoiceId: draft.invoiceId, amount: 100 }),
      record(owner, { invoiceId: cancelled.invoiceId, amount: 100 }),
      record(owner, { invoiceId, instalmentId: other.instalments[0], amount: 100 }),
      record(stranger, { invoiceId, amount: 100 }),
    ]);
    expect(refusals.map((r) => r.message)).toEqual([
      'payment_over_balance',
      'invoice_not_issued',
      'invoice_cancelled',
      'not_found',
      'not_found',
    ]);
    expect(await figures(invoiceId, sessionId)).toEqual(before);
    for (const { invoiceId: id, sessionId: session } of [other, draft, cancelled]) {
      expect((await figures(id, session)).payments).toBe(0);
    }
  });

  it('leave a card payment taken through the provider to the provider', async () => {
    const { invoiceId } = await invoiceWithSession();
    const card = newId();
    await sql`insert into payments (id, account_id, author_id, invoice_id, date, amount, method, status, provider_payment_id)
              values (${card}, ${owner.accountId}, ${owner.userId}, ${invoiceId}, ${Date.now()}, 5000, 'card', 'completed',
                      ${`pi_hand_${card}`})`;
    const refusals = await Promise.all([
      pushDirect(owner, 'payment.update', { id: card, notes: 'Changed' }),
      pushDirect(owner, 'payment.delete', { id: card }),
    ]);
    expect(refusals.map((r) => r.message)).toEqual(['card_payment_read_only', 'card_payment_read_only']);
    const [stored] = await sql`select notes from payments where id = ${card}`;
    expect(stored).toEqual({ notes: '' });
  });

  it('are shown to the studio’s managers only: an assistant and another studio get nothing', async () => {
    const { invoiceId, instalments } = await invoiceWithSession();
    const paid = newId();
    expect(await record(owner, { id: paid, invoiceId, instalmentId: instalments[0], amount: 10_000 })).toEqual({});
    const ofInvoice = queries.payments.ofInvoice({ accountId: owner.accountId, invoiceId });
    const clients = [clientOf(owner), clientOf(assistant, [owner.accountId]), clientOf(stranger, [owner.accountId])];
    try {
      await load(clients[0]!, ofInvoice);
      const seen = await Promise.all(
        clients.map((zero) =>
          zero.run(ofInvoice, { type: 'complete' }).then(
            (rows) => rows.map((row) => row.id),
            () => [],
          ),
        ),
      );
      expect(seen).toEqual([[paid], [], []]);
    } finally {
      await Promise.all(clients.map((zero) => zero.close()));
    }
  });
});
