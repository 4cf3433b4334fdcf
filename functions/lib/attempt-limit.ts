// How often a caller may send a public site's requests (bookings, enquiries, a gallery's visitors
// and their selections, the renders its images need): counted in
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
/**
 * Renders not yet stored that one address may cause an hour, outside the studio's members. Each
 * photo has at most six renders for visitors (core/domain/images.ts `visitorRender`: five the
 * pages show, one web-size download), each made once whoever asks, so a client going through
 * every photo of a 1,000-photo gallery in every size causes at most 6,000.
 */
export const ADDRESS_RENDERS_PER_HOUR = 10_000;

/** What the requests counted together are. */
export type AttemptKind =
  | 'booking'
  | 'enquiry'
  | 'visitor'
  | 'selection'
  | 'download'
  | 'download-pin'
  | 'recovery-code'
  | 'render'
  | 'portal-code'
  | 'portal-code-guess';

const addressLimit = (kind: AttemptKind) => (kind === 'render' ? ADDRESS_RENDERS_PER_HOUR : ADDRESS_ATTEMPTS_PER_HOUR);

async function recentAttempts(sql: postgres.Sql, key: string, now: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from private.booking_attempts where key = ${key} and at > ${now - HOUR}`;
  return row?.count ?? 0;
}

async function countAttempt(sql: postgres.Sql, key: string, now: number): Promise<number> {
  await sql`insert into private.booking_attempts (key, at) values (${key}, ${now})`;
  return recentAttempts(sql, key, now);
}

/**
 * Counts this request against its address and e-mail (when it has one), or answers 429 when
 * either has had its share.
 */
export async function limitAttempts(sql: postgres.Sql, kind: AttemptKind, caller: { address: string; email?: string }) {
  const now = Date.now();
  // Nothing older than the hour counts: the table holds one hour of requests, whoever sent them.
  await sql`delete from private.booking_attempts where at <= ${now - HOUR}`;
  const [byAddress, byEmail = 0] = await Promise.all([
    countAttempt(sql, `${kind}:address:${caller.address}`, now),
    ...(caller.email === undefined ? [] : [countAttempt(sql, `${kind}:email:${caller.email}`, now)]),
  ]);
  if (byAddress > addressLimit(kind) || byEmail > EMAIL_ATTEMPTS_PER_HOUR) {
    throw new HttpError(429, 'too_many_requests', `Too many ${kind} requests; try again later`);
  }
}

/**
 * Checks a guess of a short secret (a download PIN, a recovery code): a caller past either limit
 * is answered 429 before `guess` runs, right or wrong, so a guesser past the limit learns
 * nothing and costs nothing (a slow hash); then only wrong guesses count. `caller.email` may be
 * any stable key of the guesser (a client's invite).
 */
export async function checkGuess(
  sql: postgres.Sql,
  kind: AttemptKind,
  caller: { address: string; email: string },
  guess: () => boolean | Promise<boolean>,
): Promise<boolean> {
  const now = Date.now();
  const keys = [`${kind}:address:${caller.address}`, `${kind}:email:${caller.email}`] as const;
  const [byAddress, byEmail] = await Promise.all(keys.map((key) => recentAttempts(sql, key, now)));
  if ((byAddress ?? 0) >= ADDRESS_ATTEMPTS_PER_HOUR || (byEmail ?? 0) >= EMAIL_ATTEMPTS_PER_HOUR) {
    throw new HttpError(429, 'too_many_requests', `Too many ${kind} requests; try again later`);
  }
  const correct = await guess();
  if (!correct)
    await Promise.all(keys.map((key) => sql`insert into private.booking_attempts (key, at) values (${key}, ${now})`));
  return correct;
}
