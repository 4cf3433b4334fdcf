// A booking opened by the link in its client's mail. A link works for its one session while the
// session holds its slot and the link has not been used (moving mails a new one); an unknown,
// used or foreign link answers the same 404, so a guess learns nothing.
import type postgres from 'postgres';
import { hashSecretToken, isSecretTokenShaped, newSecretToken } from '../secret-token';
import { HttpError } from '../http';
import type { BookedSession } from './booking-mail';
import type { BookingStudio } from './booking-studio';

const HOUR = 3_600_000;

export type HeldBooking = {
  sessionId: string;
  start: number;
  end: number;
  type: string;
  location: string;
  customer: BookedSession['customer'];
  /** Changes made to it online so far (each move adds a link): its calendar file's sequence. */
  changes: number;
  /** The last moment the client may cancel or move it online. */
  changeableUntil: number;
};

type Row = {
  sessionId: string;
  start: number;
  duration: number;
  type: string;
  location: string;
  notes: string;
  name: string;
  email: string;
  phone: string;
  changes: number;
};

function invalid(): never {
  throw new HttpError(404, 'booking_link_invalid', 'This booking link is not valid');
}

/** The booking `token` opens at `studio`; inside a transaction, its link and session are locked until it ends. */
export async function heldBooking(
  sql: postgres.Sql | postgres.TransactionSql,
  studio: BookingStudio,
  token: string | undefined,
  options: { lock?: boolean } = {},
): Promise<HeldBooking> {
  if (!token || !isSecretTokenShaped(token)) invalid();
  const [row] = await sql<Row[]>`
    select s.id as "sessionId", s.date::float8 as start, s.duration, s.type, s.location, s.notes,
           c.name, c.email, c.phone,
           (select count(*)::int from private.booking_links other where other.session_id = s.id) - 1 as changes
    from private.booking_links l
    join sessions s on s.id = l.session_id
    join customers c on c.id = s.customer_id
    where l.token_hash = ${hashSecretToken(token)} and l.account_id = ${studio.id} and l.used_at is null
      and s.status in ('scheduled', 'confirmed')
    ${options.lock ? sql`for update of l, s` : sql``}`;
  if (!row) invalid();
  return {
    sessionId: row.sessionId,
    start: row.start,
    end: row.start + row.duration * 60_000,
    type: row.type,
    location: row.location,
    customer: { name: row.name, email: row.email, phone: row.phone, note: row.notes },
    changes: row.changes,
    changeableUntil: row.start - studio.cancelCutoffHours * HOUR,
  };
}

/** Past the studio's cut-off, only the studio changes a booking. */
export function assertChangeable(booking: HeldBooking, now = Date.now()): void {
  if (now > booking.changeableUntil) {
    throw new HttpError(409, 'booking_closed', 'This booking can no longer be changed online');
  }
}

/** Every link of the session stops working: it was cancelled, or moved and given a new one. */
export async function retireLinks(tx: postgres.TransactionSql, sessionId: string): Promise<void> {
  await tx`update private.booking_links set used_at = private.now_ms() where session_id = ${sessionId} and used_at is null`;
}

/** A new link to the session's booking, for its client's mail: its token, of which only the hash is kept. */
export async function addBookingLink(
  tx: postgres.TransactionSql,
  accountId: string,
  sessionId: string,
): Promise<string> {
  const { token, hash } = newSecretToken();
  await tx`insert into private.booking_links (token_hash, session_id, account_id) values (${hash}, ${sessionId}, ${accountId})`;
  return token;
}
