// Taking a slot: availability is read again inside the transaction that writes the session,
// under a lock on the studio's bookings, so two clients never both take the last place.
import type postgres from 'postgres';
import type { OpenSlot } from '@core/domain/availability';
import { HttpError } from '../lib/http';
import { bookingWindow, studioOpenSlots, type BookableType, type BookingStudio } from '../lib/booking-studio';

/** Free slots offered instead of one just taken. */
const ALTERNATIVES = 3;

/** Holds the studio's bookings until the transaction ends: availability is read, then written, by one at a time. */
export function lockStudioBookings(tx: postgres.TransactionSql, accountId: string) {
  return tx`select pg_advisory_xact_lock(hashtextextended(${`bookings:${accountId}`}, 0))`;
}

/** The open slot of `type` starting at `start`, read inside the booking's transaction; or a 409 naming the next ones. */
export async function openSlotAt(
  tx: postgres.TransactionSql,
  studio: BookingStudio,
  type: BookableType,
  start: number,
  movingSessionId?: string,
): Promise<OpenSlot> {
  const later = await studioOpenSlots(tx, studio, [type], bookingWindow(), movingSessionId);
  const slot = later.find((candidate) => candidate.start === start);
  if (slot) return slot;
  const next = later
    .filter((candidate) => candidate.start > start)
    .slice(0, ALTERNATIVES)
    .map(({ sessionTypeId, start: at, end, location }) => ({ sessionTypeId, start: at, end, location }));
  throw new HttpError(409, 'slot_taken', 'This slot is no longer free', { next });
}
