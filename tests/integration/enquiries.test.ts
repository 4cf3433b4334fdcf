// Visitors writing to a studio from the contact block of its public site (POST
// /api/p/{slug}/enquiries): the enquiry makes the studio's customer with that e-mail, or a new one,
// a new lead with the message kept under them, and mails the owner; a refused or robot's request
// changes no row; another studio's customers are never touched; a member marks the lead handled.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { queries } from '../../core/zero/queries';
import { VIEWER_ADDRESS_HEADER } from '../../functions/lib/http';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { newUser, type TestUser } from '../support/users';
import { clientOf, load, pushDirect, readRefusal } from './support/booking-fixtures';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let other: TestUser;
let slug: string;
let otherSlug: string;
const logoFile = 'LogoFileOfTheStudio42';

/** Each request from its own address, as visitors on different networks are. */
const enquire = (body: unknown, studio = slug) =>
  uniqueCaller().fetch(`${platformOrigin()}/api/p/${studio}/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const email = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`.toLowerCase();

/** Every customer and enquiry row of both studios, to show what a request left alone. */
const rows = () =>
  sql`select 'customer' as kind, id, account_id, name, email, phone, lead_at::float8 as at, '' as message from customers
      where account_id in (${owner.accountId}, ${other.accountId})
      union all
      select 'enquiry', id, account_id, customer_id, '', '', created_at::float8, message from enquiries
      where account_id in (${owner.accountId}, ${other.accountId})
      order by kind, id`;
const customerWith = async (accountId: string, address: string) => {
  const [row] = await sql<{ id: string; name: string; phone: string; leadAt: number | null }[]>`
    select id, name, phone, lead_at::float8 as "leadAt" from customers where account_id = ${accountId} and email = ${address}`;
  return row;
};
const enquiriesOf = (customerId: string) =>
  sql<{ message: string; accountId: string }[]>`
    select message, account_id as "accountId" from enquiries where customer_id = ${customerId} order by created_at, id`;

beforeAll(async () => {
  [owner, other] = await Promise.all([newUser('enquired'), newUser('other-enquired')]);
  [slug, otherSlug] = await Promise.all([giveSlug(sql, owner), giveSlug(sql, other)]);
  await sql`update accounts set name = 'Lumen Studio',
              settings = settings || ${sql.json({ 'theme.logoUrl': `/api/logos/${owner.accountId}/${logoFile}` })}
            where id = ${owner.accountId}`;
});
afterAll(() => sql.end());

describe('enquiries from a studio’s public site', () => {
  it('makes a new customer a lead, keeps the message under them and mails the owner with the studio’s logo', async () => {
    const address = email('Marta');
    const res = await enquire({
      name: 'Marta Vidal',
      email: `  ${address.toUpperCase()} `,
      phone: '+34 600 111 222',
      message: 'Hola!\nWe marry in June: are you free?',
      language: 'es',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });

    const customer = await customerWith(owner.accountId, address);
    expect(customer).toEqual({
      id: expect.any(String),
      name: 'Marta Vidal',
      phone: '+34 600 111 222',
      leadAt: expect.any(Number),
    });
    expect(await enquiriesOf(customer!.id)).toEqual([
      { message: 'Hola!\nWe marry in June: are you free?', accountId: owner.accountId },
    ]);

    const [notice] = await mailsTo(owner.email);
    expect(notice?.subject).toBe('Nueva consulta de Marta Vidal');
    expect(notice?.text).toContain('We marry in June: are you free?');
    expect(notice?.text).toContain(`/app/clients/customers/${customer!.id}`);
    expect(notice?.html).toContain('Lumen Studio');
    expect(notice?.html).toContain(`<img src="${platformOrigin()}/api/logos/${owner.accountId}/${logoFile}"`);
  });

  it('matches a returning visitor to the same customer, whatever the e-mail’s case, and keeps both messages', async () => {
    const address = email('Returning');
    expect((await enquire({ name: 'Joan', email: address, message: 'First question' })).status).toBe(201);
    const first = await customerWith(owner.accountId, address);
    await sql`update customers set lead_at = null where id = ${first!.id}`;

    expect(
      (await enquire({ name: 'Joan Puig', email: address.toUpperCase(), message: 'Second question' })).status,
    ).toBe(201);
    const again = await customerWith(owner.accountId, address);
    // The photographer's record stands: the name is theirs; the lead is new again.
    expect(again).toEqual({ ...first, leadAt: expect.any(Number) });
    expect((await enquiriesOf(first!.id)).map(({ message }) => message)).toEqual(['First question', 'Second question']);
    const [count] = await sql<{ n: number }[]>`
      select count(*)::int as n from customers where account_id = ${owner.accountId} and lower(email) = ${address}`;
    expect(count?.n).toBe(1);
  });

  it('never touches another studio’s customer with the same e-mail', async () => {
    const address = email('Shared');
    const theirs = newId();
    await sql`insert into customers (id, account_id, author_id, name, email) values
              (${theirs}, ${other.accountId}, ${other.userId}, 'Their client', ${address})`;
    const [before] = await sql`select * from customers where id = ${theirs}`;

    expect((await enquire({ name: 'Shared Visitor', email: address, message: 'To the first studio' })).status).toBe(
      201,
    );
    const ours = await customerWith(owner.accountId, address);
    expect(ours?.id).not.toBe(theirs);
    expect(await enquiriesOf(ours!.id)).toEqual([{ message: 'To the first studio', accountId: owner.accountId }]);
    const [after] = await sql`select * from customers where id = ${theirs}`;
    expect(after).toEqual(before);
    expect(await enquiriesOf(theirs)).toEqual([]);
  });

  it('refuses bad input with a code, changing no row and sending no mail', async () => {
    const address = email('Bad');
    const before = await rows();
    const mailsBefore = (await mailsTo(owner.email)).length;
    const refusals = [
      { email: address },
      { name: 'No e-mail' },
      { name: 'Bad e-mail', email: 'not-an-address' },
      { name: 'Long', email: address, message: 'x'.repeat(2001) },
      { name: 'Long phone', email: address, phone: '1'.repeat(51) },
      { name: 'Language', email: address, language: 'fr' },
      'not json',
    ];
    for (const body of refusals) {
      const res = await enquire(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
    expect(await rows()).toEqual(before);
    expect(await mailsTo(owner.email)).toHaveLength(mailsBefore);
  });

  it('answers a robot that fills the hidden field as if sent, and keeps nothing', async () => {
    const address = email('Robot');
    const before = await rows();
    const res = await enquire({
      name: 'Cheap pills',
      email: address,
      message: 'Buy now',
      website: 'https://spam.example',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sent: true });
    expect(await rows()).toEqual(before);
    expect(await mailsTo(address)).toEqual([]);
    expect((await mailsTo(owner.email)).some((mail) => mail.subject.includes('Cheap pills'))).toBe(false);
  });

  it('answers 404 for an unknown studio, writing nothing', async () => {
    const before = await rows();
    const res = await enquire({ name: 'Lost', email: email('Lost') }, `no-such-studio-${newId().toLowerCase()}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(await rows()).toEqual(before);
  });

  it('limits how often one e-mail may write', async () => {
    const address = email('Eager');
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await enquire({ name: 'Eager', email: address, message: `${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const customer = await customerWith(owner.accountId, address);
    expect(await enquiriesOf(customer!.id)).toHaveLength(5);
  });

  it('counts a visitor who writes its own X-Forwarded-For against the address it connects from', async () => {
    const visitor = uniqueCaller();
    const written = async () => {
      const [row] = await sql<{ n: number }[]>`
        select count(*)::int as n from enquiries where account_id = ${owner.accountId} and message like 'Forged %'`;
      return row?.n;
    };
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      const res = await visitor.fetch(`${platformOrigin()}/api/p/${slug}/enquiries`, {
        method: 'POST',
        // A new address each time, in every header a client could hope the server believes.
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${i + 1}`,
          [VIEWER_ADDRESS_HEADER]: `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ name: 'Forger', email: email(`forger${i}`), message: `Forged ${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429]);
    expect(await written()).toBe(20);
  });

  it('lets a member of the studio, and no one else, mark the lead handled', async () => {
    const address = email('Handled');
    expect((await enquire({ name: 'Handled', email: address }, otherSlug)).status).toBe(201);
    const lead = await customerWith(other.accountId, address);
    expect(lead?.leadAt).toEqual(expect.any(Number));

    expect(await pushDirect(owner, 'customer.handleLead', { id: lead!.id })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await customerWith(other.accountId, address)).toEqual(lead);

    expect(await pushDirect(other, 'customer.handleLead', { id: lead!.id })).toEqual({});
    expect(await customerWith(other.accountId, address)).toEqual({ ...lead, leadAt: null });
    // The message stays under the customer: handled is not forgotten.
    expect(await enquiriesOf(lead!.id)).toEqual([{ message: '', accountId: other.accountId }]);
  });

  it('lets only the studio’s members read its enquiries through Zero', async () => {
    const address = email('Reader');
    expect((await enquire({ name: 'Reader', email: address, message: 'Only for you' }, otherSlug)).status).toBe(201);
    const customer = await customerWith(other.accountId, address);
    const request = queries.customers.enquiries({ accountId: other.accountId, customerId: customer!.id });
    const member = clientOf(other);
    // A client claiming the studio it does not belong to: the server builds the membership itself.
    const intruder = clientOf(owner, [owner.accountId, other.accountId]);
    try {
      await load(member, request);
      expect((await member.run(request)).map(({ message }) => message)).toEqual(['Only for you']);
      expect(await readRefusal(intruder, request)).toMatch(/Not a member of the account/);
    } finally {
      await Promise.all([member.close(), intruder.close()]);
    }
  });
});
