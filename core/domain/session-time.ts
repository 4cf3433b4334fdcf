// When a session ends. Apart from session.ts, whose booking rules the back office's first screen
// does not need, and from instant.ts, the check of an instant a form or a request gives.

/** When a session ends: its start and its duration in minutes. */
export function sessionEnd(session: { date: number; duration: number }): number {
  return session.date + session.duration * 60_000;
}
