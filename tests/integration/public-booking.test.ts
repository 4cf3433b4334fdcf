// Clients booking open slots on a studio's public page (GET /api/p/{slug}/booking, POST
// /api/p/{slug}/bookings): the last place goes to exactly one of many clients asking at once,
// a group slot to exactly as many as it takes, nothing is written for a refused request, and
// each caller address and e-mail has a limit.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { toDateInput } from '../../core/domain/studio-time';
import { uniqueCaller } from '../support/caller-address';
import { databaseUrl, platformOrigin } from '../support/env';
import { mailsTo, type Mail } from '../support/mailbox';
import { newUser, type TestUser } from '../support/users';
import { giveSlug } from './support/gallery-fixture';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
const DAY = 86_400_000;
let owner: TestUser;
let stranger: TestUser;
let slug: string;
let portrait: string;
let minis: string;
let strangersType: string;

type Slot = { sessionTypeId: string; start: number; end: number; location: string };
type Offer = { studio: { name: string; timeZone: string }; types: { id: string; name: string }[]; slots: Slot[] };

/** Each request from its own address, as clients on different networks are. */
const book = (body: Record<string, unknown>, caller = uniqueCaller()) =>
  caller.fetch(`${platformOrigin()}/api/p/${slug}/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const offer = async (studio = slug): Promise<Offer> => {
  const res = await fetch(`${platformOrigin()}/api/p/${studio}/booking`);
  expect(res.status).toBe(200);
  return (await res.json()) as Offer;
};
const email = (name: string) => `${name}-${newId().slice(0, 8)}@example.com`.toLowerCase();
const client = (name: string) => ({ name, email: email(name), phone: '', note: '' });
const sessionsAt = (start: number) =>
  sql`select c.email, s.status, s.type, s.duration from sessions s join customers c on c.id = s.customer_id
      where s.account_id = ${owner.accountId} and s.date = ${start} order by c.email`;
const counts = async () => {
  const [row] = await sql<{ customers: number; sessions: number }[]>`
    select (select count(*)::int from customers where account_id = ${owner.accountId}) as customers,
           (select count(*)::int from sessions where account_id = ${owner.accountId}) as sessions`;
  return row;
};

async function insertType(user: TestUser, name: string, maxClients: number, times: string[]): Promise<string> {
  const id = newId();
  await sql`insert into session_types (id, account_id, author_id, name, duration, price, max_clients)
            values (${id}, ${user.accountId}, ${user.userId}, ${name}, 60, 15000, ${maxClients})`;
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date,
              days_of_week, time_slots, location, max_bookings_per_day)
            values (${newId()}, ${user.accountId}, ${user.userId}, ${id}, ${name}, ${today}, ${today + 30 * DAY},
              '[0,1,2,3,4,5,6]', ${sql.json(times)}, 'Studio', 10)`;
  return id;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('bookable'), newUser('other-bookable')]);
  slug = await giveSlug(sql, owner);
  await giveSlug(sql, stranger);
  await sql`update accounts set settings = settings || '{"timeZone": "Europe/Madrid"}' where id = ${owner.accountId}`;
  portrait = await insertType(owner, 'Portrait', 1, ['09:00', '10:00', '11:00', '12:00']);
  minis = await insertType(owner, 'Mini session', 3, ['17:00']);
  strangersType = await insertType(stranger, 'Secret', 1, ['09:00']);
});
afterAll(() => sql.end());

/** The first open slot of a type from tomorrow on. */
async function slotOf(typeId: string, skip = 0): Promise<Slot> {
  const slots = (await offer()).slots.filter((s) => s.sessionTypeId === typeId && s.start > Date.now() + DAY);
  const slot = slots[skip];
  if (!slot) throw new Error('no open slot');
  return slot;
}

describe('public booking', () => {
  it('offers the studio’s types with an active plan and their open slots, and nothing of another studio', async () => {
    const { studio, types, slots } = await offer();
    expect(studio).toEqual({ name: expect.any(String), slug, timeZone: 'Europe/Madrid' });
    expect(types.map((t) => t.name)).toEqual(['Mini session', 'Portrait']);
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => [portrait, minis].includes(s.sessionTypeId))).toBe(true);
    // Slots say nothing of who booked: no counts, no names.
    expect(Object.keys(slots[0]!).sort()).toEqual(['end', 'location', 'sessionTypeId', 'start']);
    const missing = await fetch(`${platformOrigin()}/api/p/no-such-studio-${newId().toLowerCase()}/booking`);
    expect(missing.status).toBe(404);
  });

  it('gives a slot with one place to exactly one of 20 clients booking it at once', async () => {
    const slot = await slotOf(portrait);
    const clients = Array.from({ length: 20 }, (_, i) => client(`racer${i}`));
    const answers = await Promise.all(
      clients.map((c) => book({ ...c, sessionTypeId: portrait, start: slot.start, language: 'es' })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = (await answers.find((res) => res.status === 409)!.json()) as {
      error: { code: string; details: { next: Slot[] } };
    };
    expect(refused.error.code).toBe('slot_taken');
    expect(refused.error.details.next.length).toBeGreaterThan(0);
    expect(refused.error.details.next.every((s) => s.start > slot.start && s.sessionTypeId === portrait)).toBe(true);
    const booked = await sessionsAt(slot.start);
    expect(booked).toEqual([{ email: expect.any(String), status: 'scheduled', type: 'Portrait', duration: 60 }]);
    expect(await sql`select language from customers where email = ${booked[0]!.email as string}`).toEqual([
      { language: 'es' },
    ]);
    // The slot is gone for everyone.
    expect((await offer()).slots.some((s) => s.start === slot.start && s.sessionTypeId === portrait)).toBe(false);

    // The winner gets a confirmation with the calendar file; the photographer a notice.
    const winner = booked[0]!.email as string;
    const [confirmation] = await mailsTo(winner);
    expect(confirmation?.subject).toMatch(/^Reservado: Portrait con /);
    expect(confirmation?.text).toMatch(/\/p\/.+\/booking\/[A-Za-z0-9_-]{43}/);
    expect(confirmation?.attachments).toEqual([
      expect.objectContaining({ filename: 'booking.ics', contentType: expect.stringMatching(/^text\/calendar/) }),
    ]);
    const notices = await mailsTo(owner.email);
    expect(notices.some((mail) => mail.subject.startsWith('Nueva reserva: Portrait'))).toBe(true);
  });

  it('gives a slot of three places to exactly three of 20 clients', async () => {
    const slot = await slotOf(minis);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book({ ...client(`mini${i}`), sessionTypeId: minis, start: slot.start })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(17);
    expect(await sessionsAt(slot.start)).toHaveLength(3);
  });

  it('books a returning client under their customer, found by e-mail whatever its case', async () => {
    const customerId = newId();
    const address = email('returning');
    await sql`insert into customers (id, account_id, author_id, name, email) values
      (${customerId}, ${owner.accountId}, ${owner.userId}, 'Núria Marín', ${address})`;
    const before = await counts();
    const slot = await slotOf(portrait, 1);
    const res = await book({
      ...client('Nuria'),
      email: address.toUpperCase(),
      sessionTypeId: portrait,
      start: slot.start,
      language: 'ca',
    });
    expect(res.status).toBe(201);
    expect(await counts()).toEqual({ customers: before!.customers, sessions: before!.sessions + 1 });
    expect(
      await sql`select customer_id from sessions where date = ${slot.start} and account_id = ${owner.accountId}`,
    ).toEqual([{ customer_id: customerId }]);
    // The studio's mails to them are in the language they booked in from now on.
    expect(await sql`select language from customers where id = ${customerId}`).toEqual([{ language: 'ca' }]);
  });

  it.each([
    ['no name', { name: ' ' }],
    ['an e-mail that is not one', { email: 'not-an-email' }],
    ['a note longer than 2,000 characters', { note: 'x'.repeat(2_001) }],
    ['a time that is no slot', { start: 12_345 }],
  ])('refuses %s and writes nothing', async (_label, change) => {
    const before = await counts();
    const slot = await slotOf(portrait, 2);
    const res = await book({ ...client('Bad'), sessionTypeId: portrait, start: slot.start, ...change });
    expect([400, 409]).toContain(res.status);
    expect(await counts()).toEqual(before);
  });

  /** Everything a booking could write for the studio, to show a refusal wrote none of it. */
  const studioRows = () =>
    sql`select 'customer' as kind, id, name as what from customers where account_id = ${owner.accountId}
        union all
        select 'session', id, date::text || ' ' || status from sessions where account_id = ${owner.accountId}
        order by 1, 2`;
  const refusal = async (start: number) => {
    const res = await book({ ...client('Refused'), sessionTypeId: portrait, start });
    const { error } = (await res.json()) as { error: { code: string; details: { next: Slot[] } } };
    return { status: res.status, code: error.code, next: error.details.next };
  };
  const HOUR = 3_600_000;

  // Portraits start at 9, 10, 11 and 12 o'clock, for an hour, over the coming 30 days.
  it.each([
    ['a start gone by', 'slot_in_past', (slot: Slot) => slot.start - 10 * DAY],
    ['a start beyond the weeks offered', 'slot_too_far_ahead', (slot: Slot) => slot.start + 60 * DAY],
    ['a start at no hour the type is offered', 'slot_outside_hours', (slot: Slot) => slot.start + 8 * HOUR],
    ['a start between the times offered', 'slot_off_grid', (slot: Slot) => slot.start + HOUR / 2],
  ])('refuses %s with its own code, offering the next free times, and writes nothing', async (_label, code, at) => {
    const slot = await slotOf(portrait, 8);
    const before = await studioRows();
    const refused = await refusal(at(slot));
    expect(refused).toMatchObject({ status: 409, code });
    expect(refused.next.length).toBeGreaterThan(0);
    expect(refused.next.every((next) => next.sessionTypeId === portrait && next.start > Date.now())).toBe(true);
    expect(await studioRows()).toEqual(before);
  });

  it('refuses a start on a day the studio closed with its own code, and writes nothing', async () => {
    const slot = (await offer()).slots.find((s) => s.sessionTypeId === portrait && s.start > Date.now() + 10 * DAY)!;
    const day = toDateInput(slot.start, 'Europe/Madrid');
    const [row] = await sql<{ settings: postgres.JSONValue }[]>`
      select settings from accounts where id = ${owner.accountId}`;
    await sql`update accounts set settings = jsonb_set(settings, '{photographer}', ${sql.json({ lockedDays: [day] })})
              where id = ${owner.accountId}`;
    try {
      const before = await studioRows();
      const refused = await refusal(slot.start);
      expect(refused).toMatchObject({ status: 409, code: 'slot_day_closed' });
      expect(refused.next.length).toBeGreaterThan(0);
      expect(refused.next.every((next) => toDateInput(next.start, 'Europe/Madrid') !== day)).toBe(true);
      expect(await studioRows()).toEqual(before);
    } finally {
      await sql`update accounts set settings = ${sql.json(row!.settings)} where id = ${owner.accountId}`;
    }
  });

  it('refuses another studio’s session type, naming nothing', async () => {
    const before = await counts();
    const res = await book({ ...client('Poacher'), sessionTypeId: strangersType, start: Date.now() + 2 * DAY });
    expect(res.status).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('limits how often one e-mail and one address may ask', async () => {
    const slot = await slotOf(portrait, 3);
    const repeated = client('Eager');
    const byEmail = [];
    for (let i = 0; i < 6; i++)
      byEmail.push((await book({ ...repeated, sessionTypeId: portrait, start: slot.start + 1 })).status);
    expect(byEmail).toEqual([409, 409, 409, 409, 409, 429]);

    const crowd = uniqueCaller();
    const byAddress = [];
    for (let i = 0; i < 21; i++) {
      byAddress.push(
        (await book({ ...client(`crowd${i}`), sessionTypeId: portrait, start: slot.start + 1 }, crowd)).status,
      );
    }
    expect(byAddress.slice(0, 20).every((status) => status === 409)).toBe(true);
    expect(byAddress[20]).toBe(429);
    // Refused for its limit, a request for a free slot books nothing.
    const before = await counts();
    expect((await book({ ...repeated, sessionTypeId: portrait, start: slot.start })).status).toBe(429);
    expect(await counts()).toEqual(before);
  });
  it('lets the client move the booking once per link and cancel it, each link working for its one booking', async () => {
    const [first, second] = [await slotOf(portrait, 5), await slotOf(portrait, 6)];
    const me = client('Mover');
    expect((await book({ ...me, sessionTypeId: portrait, start: first.start })).status).toBe(201);
    const tokenIn = (mail: Mail | undefined) => /\/booking\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = tokenIn((await mailsTo(me.email))[0]);
    const manage = (path: string, init?: RequestInit, studio = slug) =>
      fetch(`${platformOrigin()}/api/p/${studio}/bookings/${path}`, init);
    const post = (path: string, body: unknown) =>
      manage(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const opened = (await (await manage(token)).json()) as {
      changeable: boolean;
      slots: Slot[];
      booking: { start: number };
    };
    expect(opened.changeable).toBe(true);
    expect(opened.booking.start).toBe(first.start);
    expect(opened.slots.some((s) => s.start === second.start)).toBe(true);
    // Another studio's address never opens it.
    const strangerSlug = (await sql`select slug from accounts where id = ${stranger.accountId}`)[0]!.slug as string;
    expect((await manage(token, undefined, strangerSlug)).status).toBe(404);

    expect((await post(`${token}/move`, { start: second.start })).status).toBe(200);
    expect(await sessionsAt(second.start)).toEqual([expect.objectContaining({ email: me.email, status: 'scheduled' })]);
    expect(await sessionsAt(first.start)).toEqual([]);
    // The old link is spent; the new mail carries a new one.
    const spent = await manage(token);
    expect(spent.status).toBe(404);
    expect(((await spent.json()) as { error: { code: string } }).error.code).toBe('booking_link_invalid');
    const moved = (await mailsTo(me.email))[0];
    expect(moved?.subject).toMatch(/^New time: Portrait/);
    const fresh = tokenIn(moved);
    expect(fresh).not.toBe(token);

    expect((await post(`${fresh}/cancel`, {})).status).toBe(200);
    expect(await sessionsAt(second.start)).toEqual([expect.objectContaining({ status: 'cancelled' })]);
    expect((await post(`${fresh}/cancel`, {})).status).toBe(404);
    expect((await mailsTo(me.email))[0]?.subject).toMatch(/^Cancelled: Portrait/);
    // The time is free again for everyone.
    expect((await offer()).slots.some((s) => s.start === second.start && s.sessionTypeId === portrait)).toBe(true);
  });

  it('refuses a change after the studio’s cut-off, leaving the booking as it was', async () => {
    const slot = await slotOf(portrait, 7);
    const me = client('Late');
    expect((await book({ ...me, sessionTypeId: portrait, start: slot.start })).status).toBe(201);
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec((await mailsTo(me.email))[0]?.text ?? '')?.[1];
    await sql`update accounts set settings = settings || '{"booking.cancelCutoffHours": 720}' where id = ${owner.accountId}`;
    try {
      const res = await fetch(`${platformOrigin()}/api/p/${slug}/bookings/${token}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('booking_closed');
      expect(await sessionsAt(slot.start)).toEqual([expect.objectContaining({ email: me.email, status: 'scheduled' })]);
    } finally {
      await sql`update accounts set settings = settings - 'booking.cancelCutoffHours' where id = ${owner.accountId}`;
    }
  });

  it('books and moves a session to its plan’s saved location, by the name it has now', async () => {
    const [hall, terrace] = [newId(), newId()];
    await sql`insert into locations (id, account_id, author_id, name)
              values (${hall}, ${owner.accountId}, ${owner.userId}, 'Sala Gran'),
                     (${terrace}, ${owner.accountId}, ${owner.userId}, 'Terrace')`;
    const headshots = await insertType(owner, 'Headshots', 1, ['13:00']);
    // Picked when the hall had another name: the plan keeps that one in words.
    await sql`update schedule_plans set location_id = ${hall}, location = 'Old hall' where session_type_id = ${headshots}`;
    const [first, second] = [await slotOf(headshots), await slotOf(headshots, 1)];
    expect(first.location).toBe('Sala Gran');
    const me = client('Headshot');
    expect((await book({ ...me, sessionTypeId: headshots, start: first.start })).status).toBe(201);
    const placeAt = (start: number) =>
      sql`select location, location_id from sessions where account_id = ${owner.accountId} and date = ${start} and type = 'Headshots'`;
    expect(await placeAt(first.start)).toEqual([{ location: 'Sala Gran', location_id: hall }]);

    // The plan moved to the terrace; the client moving their booking goes there too.
    await sql`update schedule_plans set location_id = ${terrace}, location = 'Terrace' where session_type_id = ${headshots}`;
    const token = /\/booking\/([A-Za-z0-9_-]{43})/.exec((await mailsTo(me.email))[0]?.text ?? '')?.[1];
    const moved = await fetch(`${platformOrigin()}/api/p/${slug}/bookings/${token}/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start: second.start }),
    });
    expect(moved.status).toBe(200);
    expect(await placeAt(second.start)).toEqual([{ location: 'Terrace', location_id: terrace }]);
  });
});
