// Availability: the slots a studio can still take a booking in, from its schedule plans, its
// locked days and the sessions already booked. One pure function, so the back office (in the
// browser, offline too) and the public booking handler offer the very same slots.
import type { SlotRefusal } from './public-booking';
import { holdsItsSlot } from './session-slots';
import { sessionEnd } from './session-time';
import { sessionTypeNamed } from './session-type-name';
import { wallClock, zonedToUtc } from './studio-time';

const MINUTE = 60_000;
const DAY = 86_400_000;

export type AvailabilityPlan = {
  id: string;
  sessionTypeId: string;
  /**
   * Calendar dates, inclusive, each kept as the UTC midnight of that date (Date.UTC(y, m-1, d)):
   * a date, not an instant, so a change of the studio's zone never moves a plan's days.
   */
  startDate: number;
  endDate: number;
  /** 0 = Sunday … 6 = Saturday, as Date#getDay counts. */
  daysOfWeek: readonly number[];
  /**
   * Each entry either a start time 'HH:mm' or a daily window 'HH:mm-HH:mm' cut into slots of
   * the type's duration plus the buffer.
   */
  timeSlots: readonly string[];
  /** Where its sessions take place, in words, and the saved location that is, if any. */
  location: string;
  locationId?: string | null | undefined;
  maxBookingsPerDay: number;
  /** Minutes kept free before and after each session. */
  bufferTime: number;
  isActive: boolean;
};

/**
 * Where a plan's sessions take place: its saved location's name as it is now (renamed since it
 * was picked, perhaps), or the text the plan keeps once there is none.
 */
export function planPlace(plan: { location: string; savedLocation?: { name: string } | undefined }): string {
  return plan.savedLocation?.name ?? plan.location;
}

export type AvailabilityType = { id: string; name: string; duration: number /* minutes */; maxClients: number };

export type AvailabilitySession = {
  id: string;
  date: number /* ms */;
  duration: number /* minutes */;
  status: string;
  type: string /* the type's name as the session keeps it */;
};

export type OpenSlot = {
  planId: string;
  sessionTypeId: string;
  start: number;
  end: number;
  location: string;
  /** The plan's saved location, booked with the slot. */
  locationId?: string | undefined;
  /** How many people the slot takes (the type's maxClients), and how many have booked it. */
  capacity: number;
  taken: number;
};

/** A plan's time slot in minutes from midnight: a start time, or a window when it has an end. */
export type TimeSlot = { start: number; end?: number };

const timeSlotPattern = /^(\d{2}):(\d{2})(?:-(\d{2}):(\d{2}))?$/;

function minutesOf(hours: string | undefined, minutes: string | undefined): number | undefined {
  if (hours === undefined || minutes === undefined) return undefined;
  const h = Number(hours);
  const m = Number(minutes);
  return h < 24 && m < 60 ? h * 60 + m : undefined;
}

/**
 * One entry of a plan's time slots: 'HH:mm' or a window 'HH:mm-HH:mm' ending after it starts,
 * within one day (so no '24:00'), or undefined when it is neither.
 */
export function parseTimeSlot(entry: string): TimeSlot | undefined {
  const match = timeSlotPattern.exec(entry);
  if (!match) return undefined;
  const [, startHours, startMinutes, endHours, endMinutes] = match;
  const start = minutesOf(startHours, startMinutes);
  if (start === undefined) return undefined;
  if (endHours === undefined) return { start };
  const end = minutesOf(endHours, endMinutes);
  return end !== undefined && end > start ? { start, end } : undefined;
}

/** One calendar date in the studio's zone, and the instants of its wall-clock times. */
type StudioDay = {
  /** The UTC midnight of the date, as plans keep their dates. */
  date: number;
  weekday: number;
  /** The instants this date begins and the next one does. */
  start: number;
  end: number;
  /** The instant of a wall-clock time on this date, in minutes from midnight. */
  at: (minute: number) => number;
};

function clockOn(date: number, minute: number) {
  const d = new Date(date);
  // zonedToUtc rolls minutes past 59 over into hours.
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0, minute };
}

/**
 * A 24-hour day keeps one offset throughout, so its times are arithmetic from midnight. Only
 * a day the clocks change on asks zonedToUtc, once per time: Intl is slow, and plans share times.
 */
function wallTimes(date: number, start: number, end: number, timeZone: string): (minute: number) => number {
  if (end - start === DAY) return (minute) => start + minute * MINUTE;
  const instants = new Map<number, number>();
  return (minute) => {
    let instant = instants.get(minute);
    if (instant === undefined) {
      instant = zonedToUtc(clockOn(date, minute), timeZone);
      instants.set(minute, instant);
    }
    return instant;
  };
}

/**
 * The instant `date` begins, guessed a day after the previous one began. Most days last 24
 * hours, and one wallClock confirms it for a fraction of what zonedToUtc costs.
 */
function midnight(date: number, guess: number, timeZone: string): number {
  const clock = wallClock(guess, timeZone);
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return shown === date ? guess : zonedToUtc(clockOn(date, 0), timeZone);
}

/** The studio's calendar dates from `first` to `last` (UTC midnights), inclusive. */
function studioDays(first: number, last: number, timeZone: string): StudioDay[] {
  const days: StudioDay[] = [];
  let start = zonedToUtc(clockOn(first, 0), timeZone);
  for (let date = first; date <= last; date += DAY) {
    const end = midnight(date + DAY, start + DAY, timeZone);
    days.push({ date, weekday: new Date(date).getUTCDay(), start, end, at: wallTimes(date, start, end, timeZone) });
    start = end;
  }
  return days;
}

/** The calendar date (UTC midnight) the studio's wall clock shows at `ms`. */
function calendarDateAt(ms: number, timeZone: string): number {
  const clock = wallClock(ms, timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day);
}

/** A session holding its slot, with the id of the type its name picks. */
type Booking = { date: number; end: number; typeId: string | undefined };

/** Held sessions by start, and `reach[i]`, the latest end among the first i + 1 of them. */
type Bookings = { list: Booking[]; reach: number[] };

function bookingsOf(sessions: readonly AvailabilitySession[], types: readonly AvailabilityType[]): Bookings {
  // Sessions repeat a handful of type names; folding each name against every type per session would dominate.
  const typeIds = new Map<string, string | undefined>();
  const typeIdOf = (name: string) => {
    if (!typeIds.has(name)) typeIds.set(name, sessionTypeNamed(types, name)?.id);
    return typeIds.get(name);
  };
  const list = sessions
    .filter((session) => holdsItsSlot(session.status))
    .map((session) => ({ date: session.date, end: sessionEnd(session), typeId: typeIdOf(session.type) }))
    .sort((a, b) => a.date - b.date);
  const reach: number[] = [];
  for (const booking of list) reach.push(Math.max(reach.at(-1) ?? -Infinity, booking.end));
  return { list, reach };
}

/** The first index in [0, length) at which `after` holds, for an `after` false then true. */
function firstIndex(length: number, after: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * How many slots of each type hold a booking on a day (people booked into one slot count
 * once), counted once a day however many plans ask.
 */
function bookedSlotsCounter({ list }: Bookings): (day: StudioDay, typeId: string) => number {
  const counts = new Map<number, Map<string | undefined, Set<number>>>();
  return (day, typeId) => {
    let starts = counts.get(day.date);
    if (!starts) {
      starts = new Map();
      for (let i = firstIndex(list.length, (j) => (list[j] as Booking).date >= day.start); i < list.length; i++) {
        const booking = list[i] as Booking;
        if (booking.date >= day.end) break;
        starts.set(booking.typeId, (starts.get(booking.typeId) ?? new Set()).add(booking.date));
      }
      counts.set(day.date, starts);
    }
    return starts.get(typeId)?.size ?? 0;
  };
}

/**
 * How many are booked into the slot (sessions of its type starting at its start), or undefined
 * when any other session within the buffer keeps the photographer busy.
 */
function takenPlaces(
  { list, reach }: Bookings,
  typeId: string,
  start: number,
  duration: number,
  buffer: number,
): number | undefined {
  const busyFrom = start - buffer * MINUTE;
  const busyTo = start + (duration + buffer) * MINUTE;
  let taken = 0;
  // Binary search, not a scan of every session: before this index all have ended by busyFrom.
  for (let i = firstIndex(reach.length, (j) => (reach[j] as number) > busyFrom); i < list.length; i++) {
    const booking = list[i] as Booking;
    if (booking.date >= busyTo) break;
    if (booking.end <= busyFrom) continue; // shares no moment with the span: only a session of no length
    if (booking.typeId !== typeId || booking.date !== start) return undefined;
    taken++;
  }
  return taken;
}

/**
 * The start instants a plan's time slots give on `day`. Windows are cut in elapsed time from
 * their start, so the night the clocks change a window has an hour less or more, never a twin.
 */
function startsOn(day: StudioDay, times: readonly TimeSlot[], duration: number, buffer: number): number[] {
  const starts: number[] = [];
  for (const time of times) {
    const first = day.at(time.start);
    if (time.end === undefined) {
      starts.push(first);
      continue;
    }
    const latest = day.at(time.end) - duration * MINUTE;
    for (let start = first; start <= latest; start += (duration + buffer) * MINUTE) starts.push(start);
  }
  return starts;
}

/** The days a plan offers: within its dates, on its weekdays, and none the studio locked. */
function planDays(plan: AvailabilityPlan, days: readonly StudioDay[], locked: ReadonlySet<number>): StudioDay[] {
  return days.filter(
    (day) =>
      day.date >= plan.startDate &&
      day.date <= plan.endDate &&
      plan.daysOfWeek.includes(day.weekday) &&
      !locked.has(day.date),
  );
}

/** Locked days as the UTC midnights of their dates, as plans keep theirs. */
function lockedDates(days: readonly string[]): Set<number> {
  return new Set(days.map((iso) => Date.parse(`${iso}T00:00:00Z`)));
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What the open slots are read from. */
export type Availability = {
  plans: readonly AvailabilityPlan[];
  types: readonly AvailabilityType[];
  sessions: readonly AvailabilitySession[];
  /** Calendar dates 'YYYY-MM-DD' in the studio's zone on which the studio takes no bookings. */
  lockedDays: readonly string[];
  /** IANA */
  timeZone: string;
  /** Slots whose start is in [from, to), in ms. */
  from: number;
  to: number;
  /** Slots starting before now are never open. */
  now: number;
};

/**
 * The open slots starting in [from, to), not before `now`, sorted by start and then type. A
 * slot is on a plan's date and weekday, off the locked days, at a time its type has room for:
 * the sessions of its type starting with it take its places (up to the type's maxClients),
 * any other session within the plan's buffer closes it, and once a day holds the plan's
 * maxBookingsPerDay of booked slots of its type, only slots partly filled stay open. Plans of
 * one type offering the same instant give one slot, that of the first by id to offer it.
 */
export function openSlots(input: Availability): OpenSlot[] {
  const { timeZone, to } = input;
  const from = Math.max(input.from, input.now);
  const types = new Map(input.types.map((type) => [type.id, type]));
  // A plan outlives its type in a browser until the deletion syncs; a type lasting nothing has no slots to cut.
  const plans = input.plans
    .filter((plan) => plan.isActive && (types.get(plan.sessionTypeId)?.duration ?? 0) > 0)
    .sort((a, b) => byText(a.id, b.id));
  if (plans.length === 0 || from >= to) return [];

  // A day's times fall on that day, but one skipped by the clocks can move into the next.
  const first = Math.max(calendarDateAt(from, timeZone) - DAY, Math.min(...plans.map((p) => p.startDate)));
  const last = Math.min(calendarDateAt(to - 1, timeZone), Math.max(...plans.map((p) => p.endDate)));
  if (first > last) return [];
  const days = studioDays(first, last, timeZone);
  const locked = lockedDates(input.lockedDays);
  const bookings = bookingsOf(input.sessions, input.types);
  const bookedSlots = bookedSlotsCounter(bookings);
  const offered = new Map<string, Set<number>>();
  const slots: OpenSlot[] = [];

  for (const plan of plans) {
    const type = types.get(plan.sessionTypeId) as AvailabilityType;
    const times = plan.timeSlots.map(parseTimeSlot).filter((time) => time !== undefined);
    const seen = offered.get(type.id) ?? new Set<number>();
    offered.set(type.id, seen);
    for (const day of planDays(plan, days, locked)) {
      const dayIsFull = bookedSlots(day, type.id) >= plan.maxBookingsPerDay;
      for (const start of startsOn(day, times, type.duration, plan.bufferTime)) {
        if (start < from || start >= to || seen.has(start)) continue;
        const taken = takenPlaces(bookings, type.id, start, type.duration, plan.bufferTime);
        if (taken === undefined || taken >= type.maxClients || (dayIsFull && taken === 0)) continue;
        seen.add(start);
        slots.push({
          planId: plan.id,
          sessionTypeId: type.id,
          start,
          end: start + type.duration * MINUTE,
          location: plan.location,
          locationId: plan.locationId ?? undefined,
          capacity: type.maxClients,
          taken,
        });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start || byText(a.sessionTypeId, b.sessionTypeId));
}

/**
 * Why `start` is no open slot of the type `typeId`, for a start openSlots did not offer: gone
 * by, beyond the weeks offered, on a locked day, at no time a plan of the type opens, inside
 * its hours but between the starts a plan cuts, or a start a plan offers that is taken (its
 * places, the buffer around another session, or the day's limit).
 */
export function slotRefusal(input: Availability, typeId: string, start: number): SlotRefusal {
  const { timeZone } = input;
  if (start < Math.max(input.from, input.now)) return 'slot_in_past';
  if (start >= input.to) return 'slot_too_far_ahead';
  const date = calendarDateAt(start, timeZone);
  const locked = lockedDates(input.lockedDays);
  if (locked.has(date)) return 'slot_day_closed';
  const type = input.types.find((candidate) => candidate.id === typeId);
  if (!type || type.duration <= 0) return 'slot_outside_hours';
  // The day before too: a time the clocks skipped on it falls on this one.
  const days = studioDays(date - DAY, date, timeZone);
  let withinHours = false;
  for (const plan of input.plans) {
    if (!plan.isActive || plan.sessionTypeId !== typeId) continue;
    for (const day of planDays(plan, days, locked)) {
      for (const time of plan.timeSlots.map(parseTimeSlot)) {
        if (!time) continue;
        if (startsOn(day, [time], type.duration, plan.bufferTime).includes(start)) return 'slot_taken';
        const opens = day.at(time.start);
        const closes = time.end === undefined ? opens + type.duration * MINUTE : day.at(time.end);
        if (start >= opens && start < closes) withinHours = true;
      }
    }
  }
  return withinHours ? 'slot_off_grid' : 'slot_outside_hours';
}
