// Which sessions hold their slot and which clash: what the calendar, the booking form and the
// public booking weigh. No schema here, so the screens that only show sessions load no zod.
import { sessionEnd } from './session-time';
import { activeSessionStatuses } from './session-values';

/** What a session lasts when nothing says otherwise, like a session type. */
export const DEFAULT_DURATION = 60;

/** Whether a session still holds its slot: a cancelled or missed one has given it up. */
export function holdsItsSlot(status: string): boolean {
  return (activeSessionStatuses as readonly string[]).includes(status);
}

/** A session as the calendar weighs it; `type` is the type's name, as sessions keep it. */
type Booked = { id: string; date: number; duration: number; status: string; type?: string };

/** Whether two sessions share a moment; one that ends as the next begins is not a clash. */
export function overlap(a: Pick<Booked, 'date' | 'duration'>, b: Pick<Booked, 'date' | 'duration'>): boolean {
  return a.date < sessionEnd(b) && b.date < sessionEnd(a);
}

/** A group slot: sessions of one type starting together (a mini-session, a class). */
const slotKey = (session: Booked) => `${session.type ?? ''}\u0000${session.date}`;

/**
 * The ids of the sessions that overlap another, both holding their slot: double bookings,
 * wherever they came from (two browsers offline, an import, a booking made anyway). Sessions
 * of one type starting together share a slot, no clash while they are no more than the places
 * `placesOf` gives their type (its max_clients; one when not given).
 */
export function doubleBooked<T extends Booked>(
  sessions: readonly T[],
  placesOf: (session: T) => number = () => 1,
): Set<string> {
  const held = sessions.filter((session) => holdsItsSlot(session.status)).sort((a, b) => a.date - b.date);
  const inSlot = new Map<string, number>();
  for (const session of held) inSlot.set(slotKey(session), (inSlot.get(slotKey(session)) ?? 0) + 1);
  const sharesSlot = (a: T, b: T) =>
    a.type !== undefined && slotKey(a) === slotKey(b) && (inSlot.get(slotKey(a)) ?? 0) <= placesOf(a);
  const ids = new Set<string>();
  for (let i = 0; i < held.length; i++) {
    const session = held[i] as T;
    // Sorted by start: the sessions starting before this one ends are the ones after it it overlaps.
    for (let j = i + 1; j < held.length && (held[j] as T).date < sessionEnd(session); j++) {
      const other = held[j] as T;
      if (!sharesSlot(session, other)) ids.add(session.id).add(other.id);
    }
  }
  return ids;
}

/**
 * The held sessions `candidate` (a booking being made) would overlap. Sessions of its type
 * starting with it are left out while their slot has a place for it too.
 */
export function clashesWith<T extends Booked>(
  booked: readonly T[],
  candidate: Booked,
  placesOf: (session: Booked) => number = () => 1,
): T[] {
  const held = booked.filter((session) => holdsItsSlot(session.status));
  const mates = held.filter((session) => candidate.type !== undefined && slotKey(session) === slotKey(candidate));
  const fits = mates.length < placesOf(candidate);
  return held.filter((session) => overlap(session, candidate) && !(fits && mates.includes(session)));
}

/**
 * The earliest start from `from` on, on the `step` grid (ms), at which a session lasting
 * `duration` minutes overlaps none of `booked` that hold their slot and ends by `until`: the
 * next free time to offer when the one chosen is taken. None when the rest of the day is full.
 */
export function firstFreeStart(
  booked: readonly Booked[],
  { from, duration, until, step }: { from: number; duration: number; until: number; step: number },
): number | undefined {
  const held = booked.filter((session) => holdsItsSlot(session.status));
  let start = from;
  while (sessionEnd({ date: start, duration }) <= until) {
    const clashes = held.filter((session) => overlap(session, { date: start, duration }));
    if (clashes.length === 0) return start;
    // Nothing can start before the last of those clashes ends: jump there, onto the grid.
    start = Math.ceil(Math.max(...clashes.map(sessionEnd)) / step) * step;
  }
  return undefined;
}
