// Invoices through the back office: drafts edited with Zero's mutators (lines and totals kept by
// the server), issued, corrected and cancelled only through /api, numbered without gaps, and never
// changed once issued, whoever tries (the table owner, or a manager through the Data API).
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { api, newUser, type TestUser } from '../support/users';
import { insertCustomer, insertSession, pushDirect } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {}, max: 8 });
let owner: TestUser;
let assistant: TestUser;
let customerId: string;

const invoicePath = (id: string, action: string) => `/api/accounts/${owner.accountId}/invoices/${id}/${action}`;
const post = (user: TestUser, path: string, body: unknown = {}) => api('POST', path, { token: user.accessToken, body });
const code = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

/** A draft made as the screen makes it: through the mutators. */
async function draftWithLine(unitPrice = 10_000): Promise<string> {
  const id = newId();
  expect(await pushDirect(owner, 'invoice.create', { id, accountId: owner.accountId, customerId })).toEqual({});
  const line = { id: newId(), documentId: id, description: 'Portrait session', quantity: 1, unitPrice };
  expect(await pushDirect(owner, 'invoice.addLine', { ...line, taxRateBp: 2100 })).toEqual({});
  return id;
}

const invoiceRows = (id: string) =>
  Promise.all([
    sql`select * from invoices where id = ${id}`,
    sql`select * from invoice_lines where invoice_id = ${id} order by id`,
    sql`select * from invoice_instalments where invoice_id = ${id} order by id`,
  ]);

beforeAll(async () => {
  [owner, assistant] = await Promise.all([newUser('invoicer'), newUser('helper')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${assistant.userId}, 'assistant')`;
  await sql`update accounts set slug = ${`inv-${owner.userId.slice(0, 8)}`} where id = ${owner.accountId}`;
  customerId = await insertCustomer(sql, owner, 'Marta Vidal');
});
afterAll(() => sql.end());

describe('a draft invoice', () => {
  it('keeps each line rounded once and its totals the sums of its lines', async () => {
    const id = await draftWithLine(333);
    const second = {
      id: newId(),
      documentId: id,
      description: 'Prints',
      quantity: 3,
      unitPrice: 333,
      discountBp: 1000,
    };
    expect(await pushDirect(owner, 'invoice.addLine', { ...second, taxRateBp: 2100 })).toEqual({});
    const [[invoice], lines] = await invoiceRows(id);
    // 333 × 21 % = 69.93 → 70; 3 × 333 less 10 % = 899.1 → 899, × 21 % = 188.79 → 189.
    expect(lines.map((l) => [Number(l.net), Number(l.tax)]).sort()).toEqual([
      [333, 70],
      [899, 189],
    ]);
    expect([invoice!.subtotal, invoice!.tax_total, invoice!.total].map(Number)).toEqual([1232, 259, 1491]);
  });

  it('refuses instalments that do not add up to its total, and takes a plan’s', async () => {
    const id = await draftWithLine(10_000);
    const wrong = { id, instalments: [{ id: newId(), amount: 5_000, dueAt: Date.now() }] };
    expect((await pushDirect(owner, 'invoice.setInstalments', wrong)).message).toBe('instalments_mismatch');
    const plan = [
      { percent: 30, due: 'on_issue' },
      { percent: 70, due: 'after_issue', days: 30 },
    ];
    const ids = [newId(), newId()];
    expect(await pushDirect(owner, 'invoice.setInstalments', { id, plan, instalmentIds: ids })).toEqual({});
    const [, , instalments] = await invoiceRows(id);
    expect(instalments.map((i) => Number(i.amount)).sort()).toEqual([3_630, 8_470]);
  });

  it('is refused to an assistant, through Zero and /api, changing nothing', async () => {
    const id = await draftWithLine();
    const before = await invoiceRows(id);
    expect((await pushDirect(assistant, 'invoice.update', { id, notes: 'Mine now' })).message).toBe('forbidden');
    expect(
      (await pushDirect(assistant, 'invoice.create', { id: newId(), accountId: owner.accountId, customerId })).message,
    ).toBe('forbidden');
    const res = await post(assistant, invoicePath(id, 'issue'));
    expect([res.status, await code(res)]).toEqual([403, 'forbidden']);
    expect(await invoiceRows(id)).toEqual(before);
  });

  it('is not issued without lines, nor with bad input, and stays as it was', async () => {
    const id = newId();
    await pushDirect(owner, 'invoice.create', { id, accountId: owner.accountId, customerId });
    const before = await invoiceRows(id);
    const empty = await post(owner, invoicePath(id, 'issue'));
    expect([empty.status, await code(empty)]).toEqual([409, 'invoice_empty']);
    const noReason = await post(owner, invoicePath(id, 'cancel'), { reason: '' });
    expect([noReason.status, await code(noReason)]).toEqual([400, 'invalid_input']);
    expect(await invoiceRows(id)).toEqual(before);
  });
});

describe('issuing', () => {
  it('numbers 20 concurrent issues 1..20 with no gap or duplicate, and a rolled-back issue gives its number back', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => draftWithLine()));
    const answers = await Promise.all(ids.map((id) => post(owner, invoicePath(id, 'issue'))));
    expect(answers.map((res) => res.status)).toEqual(ids.map(() => 200));
    const year = new Date().getUTCFullYear();
    const numbers = await sql<{ number: number }[]>`
      select number from invoices where account_id = ${owner.accountId} and series = '' and status = 'issued'`;
    expect(numbers.map((n) => n.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    // A Spanish studio without its NIF: numbered, then refused by the Veri*Factu record, rolled back.
    const id = await draftWithLine();
    const invoicing = { country: 'ES', legalName: 'Llum SL' };
    await api('PUT', `/api/accounts/${owner.accountId}/invoicing`, { token: owner.accessToken, body: invoicing });
    const refused = await post(owner, invoicePath(id, 'issue'));
    expect([refused.status, await code(refused)]).toEqual([422, 'tax_id_required']);
    expect((await sql`select status, number from invoices where id = ${id}`)[0]).toEqual({
      status: 'draft',
      number: null,
    });
    await api('PUT', `/api/accounts/${owner.accountId}/invoicing`, {
      token: owner.accessToken,
      body: { ...invoicing, taxId: 'B12345678' },
    });
    const issued = await post(owner, invoicePath(id, 'issue'));
    const body = (await issued.json()) as { invoice: { numberText: string }; linkPath: string };
    expect(body.invoice.numberText).toBe(`${year}-0021`);
    expect(body.linkPath).toMatch(/^\/p\/inv-[^/]+\/invoice\/[A-Za-z0-9_-]{43}$/);
    const [row] = await sql`select seller, customer_name from invoices where id = ${id}`;
    expect(row).toEqual({
      seller: { legalName: 'Llum SL', taxId: 'B12345678', address: '', country: 'ES' },
      customer_name: 'Marta Vidal',
    });
    await sql`delete from account_settings where account_id = ${owner.accountId} and key = 'invoicing'`;
  });

  it('leaves an issued invoice as it was: refused at the database for its owner and the Data API, and by the mutators', async () => {
    const id = await draftWithLine();
    expect((await post(owner, invoicePath(id, 'issue'))).status).toBe(200);
    const before = await invoiceRows(id);
    const [line] = before[1];
    const attempts = {
      edit: (tx: postgres.TransactionSql) => tx`update invoices set notes = 'Changed' where id = ${id}`,
      delete: (tx: postgres.TransactionSql) => tx`delete from invoices where id = ${id}`,
      editLine: (tx: postgres.TransactionSql) => tx`update invoice_lines set unit_price = 1 where id = ${line!.id}`,
      addLine: (tx: postgres.TransactionSql) =>
        tx`insert into invoice_lines (id, account_id, invoice_id, description, unit_price)
           values (${newId()}, ${owner.accountId}, ${id}, 'Extra', 1)`,
      unissue: (tx: postgres.TransactionSql) => tx`update invoices set status = 'draft' where id = ${id}`,
    };
    const outcomes: Record<string, string> = {};
    for (const role of ['owner', 'authenticated'] as const) {
      for (const [name, attempt] of Object.entries(attempts)) {
        outcomes[`${role} ${name}`] = await sql
          .begin(async (tx) => {
            if (role === 'authenticated') {
              await tx`select set_config('request.jwt.claims', ${JSON.stringify({ sub: owner.userId, role })}, true)`;
              await tx`set local role authenticated`;
            }
            await attempt(tx);
            return 'done';
          })
          .catch((error: { hint?: string; code?: string }) => error.hint ?? error.code ?? 'error');
      }
    }
    expect(Object.values(outcomes)).toEqual(Object.keys(outcomes).map(() => 'invoice_issued'));
    expect((await pushDirect(owner, 'invoice.update', { id, notes: 'Changed' })).message).toBe('invoice_issued');
    const again = await post(owner, invoicePath(id, 'issue'));
    expect([again.status, await code(again)]).toEqual([409, 'invoice_issued']);
    expect(await invoiceRows(id)).toEqual(before);
  });
});

describe('after issue', () => {
  it('is corrected by a draft in series R that refers to it, numbered apart', async () => {
    const id = await draftWithLine();
    await post(owner, invoicePath(id, 'issue'));
    const res = await post(owner, invoicePath(id, 'correct'), { reason: 'Wrong price' });
    expect(res.status).toBe(201);
    const { invoice } = (await res.json()) as { invoice: { id: string } };
    const [draft] =
      await sql`select kind, series, corrects_id, correction_reason, status, total from invoices where id = ${invoice.id}`;
    expect(draft).toEqual({
      kind: 'corrective',
      series: 'R',
      corrects_id: id,
      correction_reason: 'Wrong price',
      status: 'draft',
      total: '12100',
    });
    // Money given back: the corrective takes the line back, below zero.
    const [line] = await sql`select id from invoice_lines where invoice_id = ${invoice.id}`;
    expect(await pushDirect(owner, 'invoice.updateLine', { id: line!.id, quantity: -1 })).toEqual({});
    const issued = await post(owner, invoicePath(invoice.id, 'issue'));
    const body = (await issued.json()) as { invoice: { numberText: string; total: number } };
    expect(body.invoice).toMatchObject({ numberText: `R${new Date().getUTCFullYear()}-0001`, total: -12100 });
  });

  it('is mailed to its client with its PDF once issued, and its reminders are queued', async () => {
    const email = `client-${newId().toLowerCase()}@example.com`;
    const id = await draftWithLine();
    await sql`update customers set email = ${email} where id = ${customerId}`;
    try {
      const issued = await post(owner, invoicePath(id, 'issue'));
      const body = (await issued.json()) as { invoice: { numberText: string }; mailed: boolean };
      expect(body.mailed).toBe(true);
      const [mail] = await mailsTo(email);
      expect(mail?.subject).toContain(body.invoice.numberText);
      expect(mail?.attachments).toHaveLength(1);
      // Due in 14 days: a reminder 3 days before, and 1, 7 and 14 days after.
      const jobs =
        await sql`select data from pgboss.job where name = 'invoice-reminder' and data ->> 'invoiceId' = ${id}`;
      expect(jobs.map((job) => `${job.data.kind}:${job.data.days}`).sort()).toEqual([
        'after_due:1',
        'after_due:14',
        'after_due:7',
        'before_due:3',
      ]);
    } finally {
      await sql`update customers set email = '' where id = ${customerId}`;
    }
  });

  it('keeps its client and its session: neither is deleted, and nothing changes', async () => {
    const sessionId = await insertSession(sql, owner, customerId);
    const id = newId();
    expect(
      await pushDirect(owner, 'invoice.create', { id, accountId: owner.accountId, customerId, sessionId }),
    ).toEqual({});
    const before = await Promise.all([invoiceRows(id), sql`select * from sessions where id = ${sessionId}`]);
    expect((await pushDirect(owner, 'session.delete', { id: sessionId })).message).toBe('session_has_invoices');
    expect((await pushDirect(owner, 'customer.delete', { id: customerId })).message).toBe('customer_has_documents');
    expect(await Promise.all([invoiceRows(id), sql`select * from sessions where id = ${sessionId}`])).toEqual(before);
    expect(await sql`select id from customers where id = ${customerId}`).toHaveLength(1);
  });

  it('is cancelled once, with its reason, and not once money came in', async () => {
    const id = await draftWithLine();
    const draftCancel = await post(owner, invoicePath(id, 'cancel'), { reason: 'Duplicate' });
    expect(await code(draftCancel)).toBe('invoice_not_issued');
    await post(owner, invoicePath(id, 'issue'));
    const cancelled = await post(owner, invoicePath(id, 'cancel'), { reason: 'Duplicate' });
    expect(cancelled.status).toBe(200);
    expect((await sql`select status, cancel_reason, number from invoices where id = ${id}`)[0]).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Duplicate',
    });
    const twice = await post(owner, invoicePath(id, 'cancel'), { reason: 'Again' });
    expect([twice.status, await code(twice)]).toEqual([409, 'invoice_cancelled']);

    const paid = await draftWithLine();
    await post(owner, invoicePath(paid, 'issue'));
    await sql`update invoices set amount_paid = 1000, payment_status = 'partial' where id = ${paid}`;
    const before = await invoiceRows(paid);
    const refused = await post(owner, invoicePath(paid, 'cancel'), { reason: 'Changed my mind' });
    expect([refused.status, await code(refused)]).toEqual([409, 'invoice_has_payments']);
    expect(await invoiceRows(paid)).toEqual(before);
  });
});
