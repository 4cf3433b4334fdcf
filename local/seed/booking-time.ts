// Seeded sessions are booked at studio hours on the studio's own clock (10:00, 15:00…), whatever
// the time of day the seed runs: offsets from "now" would put shoots at midnight.
import { addDays, wallClock, zonedToUtc } from '../../core/domain/studio-time';

/** `hour`:00 on the studio's clock, `days` calendar days after the day of `now`. */
export function bookingTime(now: number, days: number, hour: number, timeZone: string): number {
  const day = wallClock(addDays(now, days, timeZone), timeZone);
  return zonedToUtc({ ...day, hour, minute: 0 }, timeZone);
}
