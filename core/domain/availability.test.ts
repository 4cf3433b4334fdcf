import { describe, expect, it } from 'vitest';
import {
  type AvailabilityPlan,
  type AvailabilitySession,
  type AvailabilityType,
  type OpenSlot,
  openSlots,
  parseTimeSlot,
} from './availability';
import { toDateInput, toTimeInput, zonedToUtc } from './studio-time';

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const date = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const at = (day: string, time: string, timeZone = MADRID) => {
  const [year = 0, month = 0, dayOfMonth = 0] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return zonedToUtc({ year, month, day: dayOfMonth, hour, minute }, timeZone);
};

const portrait: AvailabilityType = { id: 'portrait', name: 'Portrait', duration: 60, maxClients: 1 };
const mini: AvailabilityType = { id: 'mini', name: 'Mini-sesión', duration: 30, maxClients: 3 };

function plan(overrides: Partial<AvailabilityPlan> = {}): AvailabilityPlan {
  return {
    id: 'plan',
    sessionTypeId: portrait.id,
    startDate: date(2026, 6, 1),
    endDate: date(2026, 6, 30),
    daysOfWeek: EVERY_DAY,
    timeSlots: ['10:00'],
    location: 'Studio',
    maxBookingsPerDay: 10,
    bufferTime: 0,
    isActive: true,
    ...overrides,
  };
}

let sessionCount = 0;
function session(start: number, overrides: Partial<AvailabilitySession> = {}): AvailabilitySession {
  return { id: `s${++sessionCount}`, date: start, duration: 60, status: 'scheduled', type: 'Portrait', ...overrides };
}

function slots(input: Partial<Parameters<typeof openSlots>[0]> = {}): OpenSlot[] {
  return openSlots({
    plans: [plan()],
    types: [portrait, mini],
    sessions: [],
    lockedDays: [],
    timeZone: MADRID,
    from: date(2026, 6, 10),
    to: date(2026, 6, 12),
    now: date(2026, 1, 1),
    ...input,
  });
}

/** Each slot as the studio's wall clock shows its start: "2026-06-10 10:00". */
const wall = (found: readonly OpenSlot[], timeZone = MADRID) =>
  found.map((slot) => `${toDateInput(slot.start, timeZone)} ${toTimeInput(slot.start, timeZone)}`);

describe('parseTimeSlot', () => {
  it('reads a start time or a daily window in minutes from midnight', () => {
    expect(parseTimeSlot('09:00')).toEqual({ start: 540 });
    expect(parseTimeSlot('00:00')).toEqual({ start: 0 });
    expect(parseTimeSlot('23:59')).toEqual({ start: 1439 });
    expect(parseTimeSlot('09:00-13:30')).toEqual({ start: 540, end: 810 });
  });

  it('refuses times past the day, loose digits and windows that do not end after they start', () => {
    for (const entry of ['24:00', '9:00', '09:60', '0900', '', '12:00-12:00', '13:00-12:00', '09:00-24:00']) {
      expect(parseTimeSlot(entry), entry).toBeUndefined();
    }
    for (const entry of ['09:00 - 10:00', '09:00-', '09:00-10:00-11:00']) {
      expect(parseTimeSlot(entry), entry).toBeUndefined();
    }
  });
});

describe('openSlots: plans and days', () => {
  it('offers only active plans whose type still exists', () => {
    const found = slots({
      plans: [
        plan({ id: 'active' }),
        plan({ id: 'paused', timeSlots: ['11:00'], isActive: false }),
        plan({ id: 'orphan', sessionTypeId: 'deleted', timeSlots: ['12:00'] }),
      ],
    });
    expect(found.map((slot) => slot.planId)).toEqual(['active', 'active']);
  });

  it("offers a plan's dates, both ends included, on its weekdays only", () => {
    // 2026-06-10 is a Wednesday (3); Thursday the 11th is left out, as is every day past the 12th.
    const found = slots({
      plans: [plan({ startDate: date(2026, 6, 10), endDate: date(2026, 6, 12), daysOfWeek: [3, 5, 6] })],
      from: date(2026, 6, 1),
      to: date(2026, 7, 1),
    });
    expect(wall(found)).toEqual(['2026-06-10 10:00', '2026-06-12 10:00']);
  });

  it('closes every plan on a locked day', () => {
    const found = slots({
      plans: [plan({ id: 'a' }), plan({ id: 'b', sessionTypeId: mini.id, timeSlots: ['12:00'] })],
      lockedDays: ['2026-06-10'],
    });
    expect(wall(found)).toEqual(['2026-06-11 10:00', '2026-06-11 12:00']);
  });

  it('describes each slot: its plan, type, span, place and places', () => {
    expect(slots({ to: date(2026, 6, 11) })).toEqual([
      {
        planId: 'plan',
        sessionTypeId: 'portrait',
        start: Date.UTC(2026, 5, 10, 8),
        end: Date.UTC(2026, 5, 10, 9),
        location: 'Studio',
        capacity: 1,
        taken: 0,
      },
    ]);
  });

  it('carries the plan’s saved location, so booking the slot picks it', () => {
    const found = slots({ plans: [plan({ location: 'Attic', locationId: 'attic' })], to: date(2026, 6, 11) });
    expect(found.map(({ location, locationId }) => ({ location, locationId }))).toEqual([
      { location: 'Attic', locationId: 'attic' },
    ]);
  });
});

describe('openSlots: the studio clock', () => {
  const clockChanges = [
    { timeZone: MADRID, day: '2026-03-29' },
    { timeZone: MADRID, day: '2026-10-25' },
    { timeZone: NEW_YORK, day: '2026-03-08' },
    { timeZone: NEW_YORK, day: '2026-11-01' },
  ];

  it.each(clockChanges)('keeps every day at 09:00 and 10:00 across $timeZone changing clocks on $day', (change) => {
    const found = slots({
      plans: [plan({ startDate: date(2026, 1, 1), endDate: date(2026, 12, 31), timeSlots: ['09:00', '10:00'] })],
      timeZone: change.timeZone,
      from: at(change.day, '00:00', change.timeZone) - 3 * 86_400_000,
      to: at(change.day, '00:00', change.timeZone) + 4 * 86_400_000,
    });
    const times = new Map<string, string[]>();
    for (const slot of found) {
      const day = toDateInput(slot.start, change.timeZone);
      times.set(day, [...(times.get(day) ?? []), toTimeInput(slot.start, change.timeZone)]);
    }
    expect(times.size).toBe(7);
    expect(times.get(change.day)).toEqual(['09:00', '10:00']);
    for (const day of times.values()) expect(day).toEqual(['09:00', '10:00']);
  });

  it('holds a start time the clocks skip at the instant zonedToUtc gives, once', () => {
    const found = slots({
      plans: [plan({ timeSlots: ['02:30', '03:30'], startDate: date(2026, 3, 29), endDate: date(2026, 3, 29) })],
      from: date(2026, 3, 28),
      to: date(2026, 3, 30),
    });
    // 02:30 does not exist that night: read as 03:30 CEST, the very slot 03:30 gives.
    expect(found.map((slot) => slot.start)).toEqual([Date.UTC(2026, 2, 29, 1, 30)]);
  });

  it('finds a skipped start time that the clocks carry past midnight into the next day', () => {
    // Nuuk moves from 23:00 on Saturday straight to 00:00 on Sunday: 23:30 becomes 00:30.
    const nuuk = 'America/Nuuk';
    const found = slots({
      plans: [plan({ timeSlots: ['23:30'], startDate: date(2026, 3, 28), endDate: date(2026, 3, 28) })],
      timeZone: nuuk,
      from: at('2026-03-29', '00:00', nuuk),
      to: at('2026-03-29', '12:00', nuuk),
    });
    expect(wall(found, nuuk)).toEqual(['2026-03-29 00:30']);
  });

  it('offers a time the clocks repeat once, the first time', () => {
    const found = slots({
      plans: [plan({ timeSlots: ['02:30'], startDate: date(2026, 10, 25), endDate: date(2026, 10, 25) })],
      from: date(2026, 10, 24),
      to: date(2026, 10, 26),
    });
    expect(found.map((slot) => slot.start)).toEqual([Date.UTC(2026, 9, 25, 0, 30)]);
  });

  it('cuts a night window in elapsed time: an hour less when clocks go forward, one more when they go back', () => {
    const night = (day: string) =>
      slots({
        plans: [plan({ timeSlots: ['01:00-05:00'], startDate: date(2026, 1, 1), endDate: date(2026, 12, 31) })],
        from: at(day, '00:00'),
        to: at(day, '12:00'),
      }).map((slot) => new Date(slot.start).toISOString().slice(11, 16));
    // In UTC: Madrid is UTC+1 in winter and UTC+2 in summer.
    expect(night('2026-03-28')).toEqual(['00:00', '01:00', '02:00', '03:00']);
    expect(night('2026-03-29')).toEqual(['00:00', '01:00', '02:00']);
    expect(night('2026-10-25')).toEqual(['23:00', '00:00', '01:00', '02:00', '03:00']);
  });
});

describe('openSlots: windows', () => {
  it("cuts a window into steps of the type's duration plus the buffer, each slot ending by the window's end", () => {
    const fortyFive = { ...portrait, duration: 45 };
    const day = (bufferTime: number) =>
      wall(
        slots({ plans: [plan({ timeSlots: ['09:00-12:00'], bufferTime })], types: [fortyFive], to: date(2026, 6, 11) }),
      );
    expect(day(15)).toEqual(['2026-06-10 09:00', '2026-06-10 10:00', '2026-06-10 11:00']);
    // 11:30 would end at 12:15, past the window.
    expect(day(30)).toEqual(['2026-06-10 09:00', '2026-06-10 10:15']);
  });

  it('offers a time given both alone and by a window once', () => {
    const found = slots({ plans: [plan({ timeSlots: ['09:00', '09:00-11:00'] })], to: date(2026, 6, 11) });
    expect(wall(found)).toEqual(['2026-06-10 09:00', '2026-06-10 10:00']);
  });
});

describe('openSlots: sessions', () => {
  const ten = at('2026-06-10', '10:00');
  const miniPlan = plan({ sessionTypeId: mini.id });
  const miniDay = (sessions: AvailabilitySession[]) =>
    slots({ plans: [miniPlan], sessions, to: date(2026, 6, 11) }).map((slot) => slot.taken);

  it("fills a slot with the sessions of its type starting with it, up to the type's places", () => {
    // Sessions keep their type's name as typed: case and accents do not matter.
    const booked = (count: number) =>
      Array.from({ length: count }, () => session(ten, { type: 'mini-sesion', duration: 30 }));
    expect(miniDay(booked(2))).toEqual([2]);
    expect(miniDay(booked(3))).toEqual([]);
    expect(slots({ sessions: [session(ten)], to: date(2026, 6, 11) })).toEqual([]);
  });

  it('gives back the places of cancelled, missed and completed sessions', () => {
    const gone = ['cancelled', 'no_show', 'completed'].map((status) => session(ten, { status, type: mini.name }));
    expect(miniDay([...gone, session(ten, { status: 'confirmed', type: mini.name })])).toEqual([1]);
  });

  it('closes a slot any other session overlaps: of another type, or of its type at another time', () => {
    const closed = (other: AvailabilitySession) => miniDay([other]);
    expect(closed(session(ten, { type: 'Portrait' }))).toEqual([]);
    expect(closed(session(ten, { type: 'Something typed by hand' }))).toEqual([]);
    expect(closed(session(ten + 15 * 60_000, { type: mini.name, duration: 30 }))).toEqual([]);
    expect(closed(session(ten - 30 * 60_000, { type: mini.name, duration: 31 }))).toEqual([]);
    // Back to back is no clash.
    expect(closed(session(ten - 60 * 60_000, { type: 'Portrait' }))).toEqual([0]);
  });

  it('keeps the buffer free before and after the slot, and not a minute more', () => {
    const withBuffer = (other: AvailabilitySession) =>
      slots({ plans: [plan({ bufferTime: 30 })], sessions: [other], to: date(2026, 6, 11) }).length;
    // The slot runs 10:00 to 11:00, so 09:30 to 11:30 must stay free.
    expect(withBuffer(session(at('2026-06-10', '08:00'), { duration: 90 }))).toBe(1);
    expect(withBuffer(session(at('2026-06-10', '08:00'), { duration: 91 }))).toBe(0);
    expect(withBuffer(session(at('2026-06-10', '11:30')))).toBe(1);
    expect(withBuffer(session(at('2026-06-10', '11:29')))).toBe(0);
  });
});

describe('openSlots: bookings per day', () => {
  it('offers no empty slot once the day holds its maximum of booked slots, but fills group slots', () => {
    const miniPlan = plan({
      sessionTypeId: mini.id,
      timeSlots: ['09:00', '10:00', '11:00', '12:00'],
      maxBookingsPerDay: 2,
    });
    const booked = (time: string) => session(at('2026-06-10', time), { type: mini.name, duration: 30 });
    const firstDay = (sessions: AvailabilitySession[]) =>
      slots({ plans: [miniPlan], sessions, to: date(2026, 6, 11) }).map((slot) => [
        toTimeInput(slot.start, MADRID),
        slot.taken,
      ]);
    // Two people in one slot are one booking.
    expect(firstDay([booked('09:00'), booked('09:00')])).toEqual([
      ['09:00', 2],
      ['10:00', 0],
      ['11:00', 0],
      ['12:00', 0],
    ]);
    expect(firstDay([booked('09:00'), booked('09:00'), booked('10:00')])).toEqual([
      ['09:00', 2],
      ['10:00', 1],
    ]);
    // The next day starts afresh.
    expect(wall(slots({ plans: [miniPlan], sessions: [booked('09:00'), booked('10:00')] })).slice(2)).toEqual([
      '2026-06-11 09:00',
      '2026-06-11 10:00',
      '2026-06-11 11:00',
      '2026-06-11 12:00',
    ]);
  });

  it("counts a day's bookings of the type by the studio's calendar, wherever they were made", () => {
    // 00:30 in Madrid on the 11th is still the 10th in UTC; booked by hand, off the plan's times.
    const found = slots({
      plans: [plan({ maxBookingsPerDay: 1 })],
      sessions: [session(at('2026-06-11', '00:30'))],
    });
    expect(wall(found)).toEqual(['2026-06-10 10:00']);
  });
});

describe('openSlots: overlapping plans', () => {
  it('gives one slot for plans of one type at one instant, from the first plan by id', () => {
    const found = slots({
      plans: [plan({ id: 'b', location: 'Beach' }), plan({ id: 'a', location: 'Attic' })],
      to: date(2026, 6, 11),
    });
    expect(found.map((slot) => [slot.planId, slot.location])).toEqual([['a', 'Attic']]);
  });

  it('lets the next plan of the type offer an instant the first one withholds', () => {
    // Plan a takes one booking a day and has it (at 12:00); plan b takes more.
    const found = slots({
      plans: [plan({ id: 'b', maxBookingsPerDay: 5 }), plan({ id: 'a', maxBookingsPerDay: 1 })],
      sessions: [session(at('2026-06-10', '12:00'))],
      to: date(2026, 6, 11),
    });
    expect(found.map((slot) => slot.planId)).toEqual(['b']);
  });

  it('offers plans of different types side by side, sorted by type, until one is booked', () => {
    const plans = [plan({ id: 'p' }), plan({ id: 'm', sessionTypeId: mini.id })];
    expect(slots({ plans, to: date(2026, 6, 11) }).map((slot) => slot.sessionTypeId)).toEqual(['mini', 'portrait']);
    const booked = slots({
      plans,
      sessions: [session(at('2026-06-10', '10:00'), { type: mini.name, duration: 30 })],
      to: date(2026, 6, 11),
    });
    expect(booked.map((slot) => [slot.sessionTypeId, slot.taken])).toEqual([['mini', 1]]);
  });
});

describe('openSlots: the window asked for', () => {
  const hourly = plan({ timeSlots: ['09:00', '10:00', '11:00'] });
  const from = at('2026-06-10', '10:00');
  const to = at('2026-06-11', '10:00');

  it('takes slots starting from `from` up to, not at, `to`', () => {
    expect(wall(slots({ plans: [hourly], from, to }))).toEqual([
      '2026-06-10 10:00',
      '2026-06-10 11:00',
      '2026-06-11 09:00',
    ]);
  });

  it('never offers a slot that has started', () => {
    const now = at('2026-06-10', '10:30');
    expect(wall(slots({ plans: [hourly], from, to, now }))).toEqual(['2026-06-10 11:00', '2026-06-11 09:00']);
    expect(slots({ plans: [hourly], from, to, now: to })).toEqual([]);
  });
});
