// The studio's calendar feed: a secret address per member, which they alone can read and
// replace, that answers the studio's sessions, and nothing else, to whoever holds it, and stops
// as soon as its member leaves the studio.
import ICAL from 'ical.js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, insertCustomer, insertSession } from './support/booking-fixtures';
import { databaseUrl } from '../support/env';
import { api, newUser, type TestUser } from '../support/users';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let colleague: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [owner, colleague, stranger] = await Promise.all([newUser('owner'), newUser('colleague'), newUser('stranger')]);
  await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${colleague.userId}, 'assistant')`;
});
afterAll(() => sql.end());

const feedPath = (user: TestUser, accountId = user.accountId) => `/api/accounts/${accountId}/calendar-feed`;

async function feedUrl(user: TestUser): Promise<string> {
  const res = await api('GET', feedPath(user), { token: user.accessToken, accountId: user.accountId });
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

async function replaceFeed(user: TestUser, accountId = user.accountId): Promise<Response> {
  return api('POST', feedPath(user, accountId), { token: user.accessToken, accountId });
}

/** The events of a feed as a calendar app reads them: uid -> {summary, status, …}. */
async function readFeed(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: component.getFirstPropertyValue('status'),
    };
  });
  return { res, calendar, events: new Map(events.map((event) => [event.uid.split('@')[0], event])) };
}

describe('the calendar feed', () => {
  it('lists the studio’s sessions in its window, cancelled ones marked so, and nothing of another studio', async () => {
    await sql`update accounts set name = 'Golden Hour', settings = settings || '{"timeZone":"Europe/Madrid"}' where id = ${owner.accountId}`;
    const laura = await insertCustomer(sql, owner, 'Laura Puig');
    // On a whole minute, as bookings are: iCalendar times have no milliseconds.
    const soon = Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000;
    const wedding = await insertSession(sql, owner, laura, { date: soon, type: 'Wedding', status: 'confirmed' });
    await sql`update sessions set location = 'Park Güell', notes = 'Bring the 85 mm, and a spare battery', duration = 120 where id = ${wedding}`;
    const booked = await insertSession(sql, owner, laura, { date: soon + DAY });
    const cancelled = await insertSession(sql, owner, laura, { date: soon + 2 * DAY, status: 'cancelled' });
    const past = await insertSession(sql, owner, laura, { date: Date.now() - 30 * DAY, status: 'completed' });
    const missed = await insertSession(sql, owner, laura, { date: Date.now() - 2 * DAY, status: 'no_show' });
    const longAgo = await insertSession(sql, owner, laura, { date: Date.now() - 120 * DAY, status: 'completed' });
    const farAhead = await insertSession(sql, owner, laura, { date: Date.now() + 800 * DAY });
    const theirs = await insertSession(sql, stranger, await insertCustomer(sql, stranger, 'Not yours'));

    const { res, calendar, events } = await readFeed(await feedUrl(owner));
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Madrid');
    expect([...events.keys()].sort()).toEqual([wedding, booked, cancelled, past].sort());
    expect(events.has(theirs) || events.has(missed) || events.has(longAgo) || events.has(farAhead)).toBe(false);
    expect(events.get(wedding)).toMatchObject({
      start: soon,
      end: soon + 120 * 60_000,
      summary: 'Wedding – Laura Puig',
      location: 'Park Güell',
      description: 'Bring the 85 mm, and a spare battery',
      status: 'CONFIRMED',
    });
    expect(events.get(booked)).toMatchObject({ summary: 'Laura Puig', status: 'TENTATIVE' });
    expect(events.get(cancelled)?.status).toBe('CANCELLED');
  });

  it('keeps one address per member until it is replaced', async () => {
    const url = await feedUrl(owner);
    expect(await feedUrl(owner)).toBe(url);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\/sessions\.ics$/);
    expect(await feedUrl(stranger)).not.toBe(url);
    expect(await feedUrl({ ...colleague, accountId: owner.accountId })).not.toBe(url);
  });

  it('stops answering the old address as soon as its member replaces it', async () => {
    const old = await feedUrl(owner);
    const res = await replaceFeed(owner);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).not.toBe(old);
    const gone = await fetch(old);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await fetch(url)).status).toBe(200);
    expect(await feedUrl(owner)).toBe(url);
  });

  it('lets an assistant replace their own address, leaving the owner’s working', async () => {
    const asColleague = { ...colleague, accountId: owner.accountId };
    const ownersUrl = await feedUrl(owner);
    const mine = await feedUrl(asColleague);
    const res = await replaceFeed(colleague, owner.accountId);
    expect(res.status).toBe(200);
    expect((await fetch(mine)).status).toBe(404);
    expect((await fetch(ownersUrl)).status).toBe(200);
  });

  it('stops answering a member’s address once they leave the studio', async () => {
    const leaving = await newUser('leaving');
    await sql`insert into account_members (account_id, user_id, role) values (${owner.accountId}, ${leaving.userId}, 'assistant')`;
    const url = await feedUrl({ ...leaving, accountId: owner.accountId });
    expect((await fetch(url)).status).toBe(200);
    await sql`delete from account_members where account_id = ${owner.accountId} and user_id = ${leaving.userId}`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(await feedUrl(owner))).status).toBe(200);
  });

  it('shows a stranger neither another studio’s address nor a way to replace it', async () => {
    const url = await feedUrl(owner);
    const read = await api('GET', feedPath(owner), { token: stranger.accessToken });
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain(new URL(url).pathname.split('/')[3]);
    expect((await replaceFeed(stranger, owner.accountId)).status).toBe(404);
    expect((await api('GET', feedPath(owner))).status).toBe(401);
    expect((await fetch(url)).status).toBe(200);
  });

  it('answers an unknown or malformed token with a bare 404', async () => {
    const origin = new URL(await feedUrl(owner)).origin;
    for (const token of ['A'.repeat(43), 'not-a-token', '%27%20or%201%3D1']) {
      const res = await fetch(`${origin}/api/calendar/${token}/sessions.ics`);
      expect(res.status, token).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });
});
