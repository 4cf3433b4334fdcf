// When things happen: instants as the API and Zero take them, and when a session ends. Apart from
// session.ts, whose booking rules the back office's first screen does not need.
import { z } from 'zod/mini';

// Instants are epoch milliseconds; this range keeps typos like year 20226 out of the books.
const EARLIEST = Date.UTC(1990, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
export const instant = z
  .number({ error: 'dateRequired' })
  .check(z.int({ error: 'invalid' }), z.minimum(EARLIEST, 'dateRange'), z.maximum(LATEST, 'dateRange'));

/** When a session ends: its start and its duration in minutes. */
export function sessionEnd(session: { date: number; duration: number }): number {
  return session.date + session.duration * 60_000;
}
