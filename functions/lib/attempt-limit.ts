// How often a caller may send a public site's requests (bookings, enquiries, a gallery's visitors
// and their selections): counted in
// Postgres (Lambdas share no memory), per network address and per e-mail, each kind apart. With
// each booking needing an open slot, a burst of fake bookings can take no more than the slots on
// offer, and no more than this from one address.
import type postgres from 'postgres';
import { HttpError } from './http';

const HOUR = 3_600_000;

/** Requests (made or refused) one network address may send an hour: a family booking several children fits. */
export const ADDRESS_ATTEMPTS_PER_HOUR = 20;
/** Requests for one e-mail an hour. */
export const EMAIL_ATTEMPTS_PER_HOUR = 5;

/** What the requests counted together are. */
export type AttemptKind = 'booking' | 'enquiry' | 'visitor' | 'selection';

async function countAttempt(sql: postgres.Sql, key: string, now: number): Promise<number> {
  await sql`insert into private.booking_attempts (key, at) values (${key}, ${now})`;
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from private.booking_attempts where key = ${key} and at > ${now - HOUR}`;
  return row?.count ?? 0;
}

/** Counts this request against its address and e-mail, or answers 429 when either has had its share. */
export async function limitAttempts(sql: postgres.Sql, kind: AttemptKind, caller: { address: string; email: string }) {
  const now = Date.now();
  // Nothing older than the hour counts: the table holds one hour of requests, whoever sent them.
  await sql`delete from private.booking_attempts where at <= ${now - HOUR}`;
  const [byAddress, byEmail] = await Promise.all([
    countAttempt(sql, `${kind}:address:${caller.address}`, now),
    countAttempt(sql, `${kind}:email:${caller.email}`, now),
  ]);
  if (byAddress > ADDRESS_ATTEMPTS_PER_HOUR || byEmail > EMAIL_ATTEMPTS_PER_HOUR) {
    throw new HttpError(429, 'too_many_requests', `Too many ${kind} requests; try again later`);
  }
}
