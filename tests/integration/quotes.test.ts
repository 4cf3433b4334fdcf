// Quotes a client answers through their link: sent by the studio (which may revoke the link),
// accepted once, before they expire, becoming an issued invoice paid by the quote's plan.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';
import { DAY, insertCustomer, insertSession, pushDirect } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let customerId: string;
let sessionId: string;
let sessionDate: number;
let slug: string;

const code = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;
const clientApi = (method: string, linkPath: string, action = '') =>
  api(method, `/api${linkPath.replace(/\/(quote|invoice)\//, '/$1s/')}${action}`);

/** A quote for the session, 30 % on acceptance and the rest 7 days before it, sent: its link. */
async function sentQuote(fields: { expiresAt?: number } = {}): Promise<{ id: string; linkPath: string }> {
  const id = newId();
  const plan = [
    { percent: 30, due: 'on_issue' },
    { percent: 70, due: 'before_session', days: 7 },
  ];
  const create = { id, accountId: owner.accountId, customerId, sessionId, plan, language: 'ca', ...fields };
  expect(await pushDirect(owner, 'quote.create', { ...create, sessionLine: { id: newId() } })).toEqual({});
  const res = await api('POST', `/api/accounts/${owner.accountId}/quotes/${id}/send`, { token: owner.accessToken });
  expect(res.status).toBe(200);
  return { id, linkPath: ((await res.json()) as { linkPath: string }).linkPath };
}

beforeAll(async () => {
  owner = await newUser('quoter');
  slug = `quotes-${owner.userId.slice(0, 8)}`;
  await sql`update accounts set slug = ${slug} where id = ${owner.accountId}`;
  customerId = await insertCustomer(sql, owner, 'Jordi Soler');
  sessionDate = Date.now() + 60 * DAY;
  sessionId = await insertSession(sql, owner, customerId, { date: sessionDate, price: 100_001, type: 'Wedding' });
});
afterAll(() => sql.end());

describe('a sent quote', () => {
  it('reads by its link, with its lines, totals by rate and the plan it would be paid by', async () => {
    const { linkPath } = await sentQuote();
    expect(linkPath).toMatch(new RegExp(`^/p/${slug}/quote/[A-Za-z0-9_-]{43}$`));
    const res = await clientApi('GET', linkPath);
    expect(res.status).toBe(200);
    const { quote, studio } = (await res.json()) as {
      studio: { slug: string };
      quote: { status: string; lines: { description: string }[]; total: number; instalments: { amount: number }[] };
    };
    expect(studio.slug).toBe(slug);
    expect(quote).toMatchObject({ status: 'sent', total: 100_001, lines: [{ description: 'Wedding' }] });
    expect(quote.instalments.map((i) => i.amount)).toEqual([30_000, 70_001]);
  });

  it('accepted by its client becomes an issued invoice with its plan’s instalments, once', async () => {
    const { id, linkPath } = await sentQuote();
    const res = await clientApi('POST', linkPath, '/accept');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { invoice: { id: string; numberText: string }; linkPath: string };
    const [quote] = await sql`select status, invoice_id from quotes where id = ${id}`;
    expect(quote).toEqual({ status: 'accepted', invoice_id: body.invoice.id });
    const [invoice] = await sql`
      select status, quote_id, language, total::float8 as total, customer_name from invoices where id = ${body.invoice.id}`;
    expect(invoice).toEqual({
      status: 'issued',
      quote_id: id,
      language: 'ca',
      total: 100_001,
      customer_name: 'Jordi Soler',
    });
    const instalments = await sql<{ amount: number; dueAt: number }[]>`
      select amount::float8 as amount, due_at::float8 as "dueAt" from invoice_instalments
      where invoice_id = ${body.invoice.id} order by position`;
    expect(instalments.map((i) => i.amount)).toEqual([30_000, 70_001]);
    expect(instalments[1]!.dueAt).toBe(sessionDate - 7 * DAY);

    // The invoice opens by the link the answer gave, with what is due and what was paid.
    const read = await clientApi('GET', body.linkPath);
    expect(read.status).toBe(200);
    const shown = (await read.json()) as { invoice: { number: string; instalments: { amountPaid: number }[] } };
    expect(shown.invoice.number).toBe(body.invoice.numberText);
    expect(shown.invoice.instalments).toHaveLength(2);

    const before = await sql`select * from invoices where quote_id = ${id}`;
    for (const action of ['/accept', '/decline']) {
      const again = await clientApi('POST', linkPath, action);
      expect([again.status, await code(again)]).toEqual([409, 'quote_answered']);
    }
    expect(await sql`select * from invoices where quote_id = ${id}`).toEqual(before);
  });

  it('is not accepted once expired, and nothing is made', async () => {
    const { id, linkPath } = await sentQuote({ expiresAt: Date.now() + 60_000 });
    await sql`update quotes set expires_at = ${Date.now() - 1} where id = ${id}`;
    const res = await clientApi('POST', linkPath, '/accept');
    expect([res.status, await code(res)]).toEqual([409, 'quote_expired']);
    expect((await sql`select status, invoice_id from quotes where id = ${id}`)[0]).toEqual({
      status: 'sent',
      invoice_id: null,
    });
    expect(await sql`select 1 from invoices where quote_id = ${id}`).toHaveLength(0);
  });

  it('answers 404 and nothing else once its link is revoked, and its new link works', async () => {
    const { id, linkPath } = await sentQuote();
    const revoke = await api('POST', `/api/accounts/${owner.accountId}/document-links/revoke`, {
      token: owner.accessToken,
      body: { kind: 'quote', documentId: id },
    });
    expect(await revoke.json()).toEqual({ revoked: 1 });
    const unknown = await clientApi('GET', `/p/${slug}/quote/${'A'.repeat(43)}`);
    for (const res of [await clientApi('GET', linkPath), await clientApi('POST', linkPath, '/accept'), unknown]) {
      expect([res.status, await res.json()]).toEqual([
        404,
        { error: { code: 'link_not_found', message: 'This link does not open anything' } },
      ]);
    }
    expect((await sql`select status from quotes where id = ${id}`)[0]).toEqual({ status: 'sent' });
    const renewed = await api('POST', `/api/accounts/${owner.accountId}/document-links`, {
      token: owner.accessToken,
      body: { kind: 'quote', documentId: id },
    });
    const { linkPath: fresh } = (await renewed.json()) as { linkPath: string };
    expect((await clientApi('GET', fresh)).status).toBe(200);
  });

  it('is not changed by the mutators once sent', async () => {
    const { id } = await sentQuote();
    expect((await pushDirect(owner, 'quote.update', { id, title: 'Cheaper' })).message).toBe('quote_sent');
  });
});
