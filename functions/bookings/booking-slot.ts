// Taking a slot: availability is read again inside the transaction that writes the session,
// under a lock on the studio's bookings, so two clients never both take the last place.
import type postgres from 'postgres';
import { openSlots, slotRefusal, type OpenSlot } from '@core/domain/availability';
import type { SlotRefusal } from '@core/domain/public-booking';
import { HttpError } from '../lib/http';
import {
  bookingWindow,
  studioAvailability,
  type BookableType,
  type BookingStudio,
} from '../lib/booking/booking-studio';

/** Free slots offered instead of one refused. */
const ALTERNATIVES = 3;

/** What the client is told (in English for logs; the page translates the code). */
const refusals: Record<SlotRefusal, string> = {
  slot_in_past: 'This time has already gone by',
  slot_too_far_ahead: 'This time is further ahead than bookings are taken',
  slot_day_closed: 'The studio takes no bookings on this day',
  slot_outside_hours: 'The studio takes no bookings of this type at this time',
  slot_off_grid: 'Sessions of this type start only at the times offered',
  slot_taken: 'This slot is no longer free',
};

/** Holds the studio's bookings until the transaction ends: availability is read, then written, by one at a time. */
export function lockStudioBookings(tx: postgres.TransactionSql, accountId: string) {
  return tx`select pg_advisory_xact_lock(hashtextextended(${`bookings:${accountId}`}, 0))`;
}

/**
 * The open slot of `type` starting at `start`, read inside the booking's transaction; or a 409
 * saying why it is none (gone by, a closed day, outside the hours, between the times offered,
 * taken), naming the next free ones (the last ones offered, for a start past them).
 */
export async function openSlotAt(
  tx: postgres.TransactionSql,
  studio: BookingStudio,
  type: BookableType,
  start: number,
  movingSessionId?: string,
): Promise<OpenSlot> {
  const availability = await studioAvailability(tx, studio, [type], bookingWindow(), movingSessionId);
  const later = openSlots(availability);
  const slot = later.find((candidate) => candidate.start === start);
  if (slot) return slot;
  const after = later.filter((candidate) => candidate.start > start);
  // A start past the weeks offered has no free time after it: the last ones offered are nearest.
  const next = (after.length > 0 ? after.slice(0, ALTERNATIVES) : later.slice(-ALTERNATIVES)).map(
    ({ sessionTypeId, start: at, end, location }) => ({ sessionTypeId, start: at, end, location }),
  );
  const refusal = slotRefusal(availability, type.id, start);
  throw new HttpError(409, refusal, refusals[refusal], { next });
}
