// Schedule plans through the real Zero handlers: validated, tied to one of their studio's own
// session types, changed field by field, and never readable or writable by another studio.
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/domain/ids';
import { mutators } from '../../core/zero/client-mutators';
import { queries } from '../../core/zero/queries';
import { databaseUrl } from '../support/env';
import { newUser, type TestUser } from '../support/users';
import { clientOf, insertLocation, load, pushDirect, readRefusal } from './support/booking-fixtures';

const sql = postgres(databaseUrl(), { onnotice: () => {} });
let owner: TestUser;
let stranger: TestUser;

const planRow = (id: string) =>
  sql`select session_type_id, name, start_date::float8 as start_date, end_date::float8 as end_date, days_of_week,
             time_slots, location, max_bookings_per_day, buffer_time, is_active
      from schedule_plans where id = ${id}`;
const placeOf = (id: string) => sql`select location_id, location from schedule_plans where id = ${id}`;
const plansOf = (accountId: string) =>
  sql`select id, name, is_active from schedule_plans where account_id = ${accountId} order by id`;

async function insertType(user: TestUser, name = 'Mini session'): Promise<string> {
  const id = newId();
  await sql`insert into session_types (id, account_id, author_id, name, duration, max_clients)
            values (${id}, ${user.accountId}, ${user.userId}, ${name}, 30, 2)`;
  return id;
}

const march = { startDate: Date.UTC(2027, 2, 1), endDate: Date.UTC(2027, 2, 31) };
/** A plan of the owner's for `typeId`: Saturdays at ten in March. */
const saturdays = (typeId: string) => ({
  accountId: owner.accountId,
  sessionTypeId: typeId,
  ...march,
  daysOfWeek: [6],
  timeSlots: ['10:00'],
});

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newUser('plans'), newUser('plan-poacher')]);
});
afterAll(() => sql.end());

describe('schedule plans', () => {
  it('are created with their defaults, changed field by field, paused and deleted by members', async () => {
    const typeId = await insertType(owner);
    const zero = clientOf(owner);
    try {
      // As the plan form keeps them in a browser: the mutator checks the type there first.
      await load(zero, queries.sessionTypes.list({ accountId: owner.accountId }), (rows) =>
        rows.some((type) => type.id === typeId),
      );
      const id = newId();
      const created = await zero.mutate(
        mutators.schedulePlan.create({
          id,
          accountId: owner.accountId,
          sessionTypeId: typeId,
          name: ' Spring minis ',
          ...march,
          daysOfWeek: [6, 0, 6],
          timeSlots: ['15:00-18:00', '10:00', '10:00'],
        }),
      ).server;
      expect(created).toEqual({ type: 'success' });
      expect(await planRow(id)).toEqual([
        {
          session_type_id: typeId,
          name: 'Spring minis',
          ...{ start_date: march.startDate, end_date: march.endDate },
          days_of_week: [0, 6],
          time_slots: ['10:00', '15:00-18:00'],
          location: '',
          max_bookings_per_day: 1,
          buffer_time: 0,
          is_active: true,
        },
      ]);
      await load(zero, queries.schedulePlans.list({ accountId: owner.accountId }), (rows) =>
        rows.some((plan) => plan.id === id && plan.sessionType?.id === typeId),
      );

      // A change of place and buffer keeps every other field; pausing changes only the state.
      expect(
        await zero.mutate(mutators.schedulePlan.update({ id, location: 'Studio', bufferTime: 15 })).server,
      ).toEqual({ type: 'success' });
      expect(await zero.mutate(mutators.schedulePlan.update({ id, isActive: false })).server).toEqual({
        type: 'success',
      });
      expect(await planRow(id)).toEqual([
        expect.objectContaining({
          name: 'Spring minis',
          days_of_week: [0, 6],
          time_slots: ['10:00', '15:00-18:00'],
          location: 'Studio',
          buffer_time: 15,
          is_active: false,
        }),
      ]);

      expect(await zero.mutate(mutators.schedulePlan.delete({ id })).server).toEqual({ type: 'success' });
      expect(await plansOf(owner.accountId)).toEqual([]);
    } finally {
      await zero.close();
    }
  });

  it.each([
    ['no session type', { sessionTypeId: '' }],
    ['no weekday', { daysOfWeek: [] }],
    ['a weekday past Saturday', { daysOfWeek: [7] }],
    ['no time', { timeSlots: [] }],
    ['a time past midnight', { timeSlots: ['24:00'] }],
    ['a window that ends before it starts', { timeSlots: ['18:00-15:00'] }],
    ['an end before the start', { startDate: march.endDate, endDate: march.startDate }],
    ['a date that is not a whole day', { startDate: march.startDate + 3_600_000 }],
    ['no bookings a day', { maxBookingsPerDay: 0 }],
    ['a negative buffer', { bufferTime: -5 }],
  ])('refuse %s, and store nothing', async (_label, change) => {
    const typeId = await insertType(owner, `Type ${newId()}`);
    const before = await plansOf(owner.accountId);
    const result = await pushDirect(owner, 'schedulePlan.create', {
      id: newId(),
      accountId: owner.accountId,
      sessionTypeId: typeId,
      name: 'Weekend',
      ...march,
      daysOfWeek: [6],
      timeSlots: ['10:00'],
      ...change,
    });
    expect(result).toMatchObject({ error: 'app' });
    expect(await plansOf(owner.accountId)).toEqual(before);
  });

  it('refuse an end moved before the start, keeping the plan as it was', async () => {
    const typeId = await insertType(owner, 'Newborn');
    const id = newId();
    expect(
      await pushDirect(owner, 'schedulePlan.create', {
        id,
        accountId: owner.accountId,
        sessionTypeId: typeId,
        name: 'Newborns',
        ...march,
        daysOfWeek: [1],
        timeSlots: ['10:00'],
      }),
    ).toEqual({});
    expect(await pushDirect(owner, 'schedulePlan.update', { id, endDate: Date.UTC(2027, 1, 1) })).toEqual({
      error: 'app',
      message: 'invalid_input',
    });
    expect(await planRow(id)).toEqual([expect.objectContaining({ end_date: march.endDate, name: 'Newborns' })]);
  });

  it('of another studio cannot be added to, pointed at, read, changed or deleted', async () => {
    const typeId = await insertType(owner, 'Secret minis');
    const id = newId();
    await sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, days_of_week, time_slots)
              values (${id}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Secret', ${march.startDate}, ${march.endDate}, '[1]', '["10:00"]')`;
    const plan = { name: 'Planted', ...march, daysOfWeek: [1], timeSlots: ['10:00'] };
    expect(
      await pushDirect(stranger, 'schedulePlan.create', {
        ...plan,
        id: newId(),
        accountId: owner.accountId,
        sessionTypeId: typeId,
      }),
    ).toEqual({ error: 'app', message: 'forbidden' });
    // Its own studio, another studio's type: answered as a type that does not exist.
    expect(
      await pushDirect(stranger, 'schedulePlan.create', {
        ...plan,
        id: newId(),
        accountId: stranger.accountId,
        sessionTypeId: typeId,
      }),
    ).toEqual({ error: 'app', message: 'not_found' });
    expect(await pushDirect(stranger, 'schedulePlan.update', { id, isActive: false })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(stranger, 'schedulePlan.delete', { id })).toEqual({ error: 'app', message: 'not_found' });

    const strangerZero = clientOf(stranger, [stranger.accountId, owner.accountId]);
    try {
      expect(await readRefusal(strangerZero, queries.schedulePlans.list({ accountId: owner.accountId }))).toMatch(
        /Not a member of the account/,
      );
    } finally {
      await strangerZero.close();
    }
    expect(await plansOf(owner.accountId)).toEqual(expect.arrayContaining([{ id, name: 'Secret', is_active: true }]));
    expect(await plansOf(stranger.accountId)).toEqual([]);
  });

  it('move to another of the studio’s types, never to another studio’s', async () => {
    const [portrait, family] = [await insertType(owner, 'Portrait'), await insertType(owner, 'Family')];
    const foreign = await insertType(stranger, 'Foreign');
    const id = newId();
    expect(
      await pushDirect(owner, 'schedulePlan.create', {
        id,
        accountId: owner.accountId,
        sessionTypeId: portrait,
        name: 'Portraits',
        ...march,
        daysOfWeek: [2],
        timeSlots: ['11:00'],
      }),
    ).toEqual({});
    expect(await pushDirect(owner, 'schedulePlan.update', { id, sessionTypeId: foreign })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await pushDirect(owner, 'schedulePlan.update', { id, sessionTypeId: family })).toEqual({});
    expect(await planRow(id)).toEqual([expect.objectContaining({ session_type_id: family })]);
  });

  it('take one of the studio’s saved locations by name, never another studio’s', async () => {
    const typeId = await insertType(owner, 'On location');
    const [studio, beach, foreign] = [
      await insertLocation(sql, owner, 'Sala Gran'),
      await insertLocation(sql, owner, 'Beach'),
      await insertLocation(sql, stranger, 'Their loft'),
    ];
    const plan = saturdays(typeId);
    const id = newId();
    // The saved location's name is the plan's place, whatever text came with it.
    expect(
      await pushDirect(owner, 'schedulePlan.create', {
        ...plan,
        id,
        name: 'Studio days',
        locationId: studio,
        location: 'x',
      }),
    ).toEqual({});
    expect(await placeOf(id)).toEqual([{ location_id: studio, location: 'Sala Gran' }]);

    // Another studio's location answers like a missing one, and changes nothing.
    const before = await plansOf(owner.accountId);
    expect(
      await pushDirect(owner, 'schedulePlan.create', { ...plan, id: newId(), name: 'Planted', locationId: foreign }),
    ).toEqual({ error: 'app', message: 'not_found' });
    expect(await plansOf(owner.accountId)).toEqual(before);
    expect(await pushDirect(owner, 'schedulePlan.update', { id, locationId: foreign })).toEqual({
      error: 'app',
      message: 'not_found',
    });
    expect(await placeOf(id)).toEqual([{ location_id: studio, location: 'Sala Gran' }]);

    // Another of its own, then back to a place typed in words.
    expect(await pushDirect(owner, 'schedulePlan.update', { id, locationId: beach, location: '' })).toEqual({});
    expect(await placeOf(id)).toEqual([{ location_id: beach, location: 'Beach' }]);
    expect(await pushDirect(owner, 'schedulePlan.update', { id, locationId: null, location: 'Park Güell' })).toEqual(
      {},
    );
    expect(await placeOf(id)).toEqual([{ location_id: null, location: 'Park Güell' }]);
  });

  it('cannot point at another studio’s location in the database itself', async () => {
    const typeId = await insertType(owner, 'Walled');
    const foreign = await insertLocation(sql, stranger, 'Their studio');
    const id = newId();
    const insert = sql`insert into schedule_plans (id, account_id, author_id, session_type_id, name, start_date, end_date, location_id)
              values (${id}, ${owner.accountId}, ${owner.userId}, ${typeId}, 'Planted', ${march.startDate}, ${march.endDate}, ${foreign})`;
    await expect(insert).rejects.toMatchObject({ code: '23503', constraint_name: 'schedule_plans_location_id_fkey' });
    expect(await placeOf(id)).toEqual([]);
  });

  it('keep their place in words when the saved location is deleted', async () => {
    const typeId = await insertType(owner, 'Outdoors');
    const lighthouse = await insertLocation(sql, owner, 'Lighthouse');
    const id = newId();
    expect(
      await pushDirect(owner, 'schedulePlan.create', {
        ...saturdays(typeId),
        id,
        name: 'Sunsets',
        locationId: lighthouse,
      }),
    ).toEqual({});
    expect(await pushDirect(owner, 'location.delete', { id: lighthouse })).toEqual({});
    expect(await placeOf(id)).toEqual([{ location_id: null, location: 'Lighthouse' }]);
  });
});
