// What public booking reads of a studio: the studio by its public address, and its open slots
// from core/domain/availability.ts, the function the back office's agenda uses too.
import type postgres from 'postgres';
import {
  openSlots,
  type Availability,
  type AvailabilityPlan,
  type AvailabilityType,
  type OpenSlot,
} from '@core/domain/availability';
import { BOOKING_WEEKS_AHEAD, DEFAULT_CANCEL_CUTOFF_HOURS } from '@core/domain/public-booking';
import { siteTheme } from '@core/domain/site-theme';
import { studioTimeZone } from '@core/domain/studio-time';
import { studioAtSlug, type PublicStudio } from '../site/public-studio';

export type BookingStudio = {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
  lockedDays: string[];
  cancelCutoffHours: number;
  /** `theme.logoUrl` as saved: the logo its clients' mails show (functions/lib/mail/mail-layout.ts). */
  logoUrl: string;
};

const DAY = 86_400_000;

/** The slots a client is offered: from now, the coming weeks. */
export function bookingWindow(now = Date.now()): { from: number; to: number; now: number } {
  return { from: now, to: now + BOOKING_WEEKS_AHEAD * 7 * DAY, now };
}

/** The studio at the public address `slug`, or a 404 that names nothing. */
export async function bookingStudio(sql: postgres.Sql, slug: string | undefined): Promise<BookingStudio> {
  return bookingStudioOf(await studioAtSlug(sql, slug));
}

/** The studio `accountId`, if it has a public address: a booking's links and mails need one. */
export async function bookingStudioById(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
): Promise<BookingStudio | undefined> {
  const [row] = await sql<PublicStudio[]>`
    select id, name, slug, settings from accounts where id = ${accountId} and slug is not null`;
  return row && bookingStudioOf(row);
}

/** What booking reads of a studio's row. */
export function bookingStudioOf(row: PublicStudio): BookingStudio {
  const photographer = row.settings.photographer as { lockedDays?: unknown } | undefined;
  const cutoff = row.settings['booking.cancelCutoffHours'];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    // Not this server's zone: a studio that never chose one is read in UTC.
    timeZone: studioTimeZone({ timeZone: row.settings.timeZone ?? 'UTC' }),
    lockedDays: Array.isArray(photographer?.lockedDays)
      ? photographer.lockedDays.filter((day): day is string => typeof day === 'string')
      : [],
    cancelCutoffHours: typeof cutoff === 'number' ? cutoff : DEFAULT_CANCEL_CUTOFF_HOURS,
    logoUrl: siteTheme(row.settings).logoUrl,
  };
}

/**
 * `description` is the one written for visitors: the team's own notes never leave the back office.
 * A contract template or a deposit asks the client to sign and pay before the booking is confirmed.
 */
export type BookableType = AvailabilityType & {
  description: string;
  price: number;
  color: string;
  contractTemplateId: string | null;
  depositBp: number;
  questionnaireId: string | null;
  /** Its contract names the client's phone: a booking must give one, or the contract could not be filled. */
  needsPhone: boolean;
};

/** A contract's `{{client.phone}}` (core/domain/contract-fields.ts), as a Postgres regular expression. */
const PHONE_FIELD = String.raw`\{\{\s*client\.phone\s*\}\}`;

/** The studio's types that have an active plan: the ones a client can book. */
export async function bookableTypes(sql: postgres.Sql, accountId: string): Promise<BookableType[]> {
  return sql<BookableType[]>`
    select t.id, t.name, t.public_description as description, t.duration, t.price::float8 as price, t.max_clients as "maxClients", t.color,
           t.contract_template_id as "contractTemplateId", t.deposit_bp as "depositBp", t.questionnaire_id as "questionnaireId",
           coalesce((c.name || ' ' || c.body) ~ ${PHONE_FIELD}, false) as "needsPhone"
    from session_types t
    left join contract_templates c on c.account_id = t.account_id and c.id = t.contract_template_id
    where t.account_id = ${accountId}
      and exists (select 1 from schedule_plans p where p.session_type_id = t.id and p.is_active)
    order by t.name, t.id`;
}

/**
 * What the open slots starting in [from, to) are read from. Sessions are read a day and a half
 * either side: a session of up to a day, plus a buffer, may close a slot, and the day's bookings
 * count whole.
 */
export async function studioAvailability(
  sql: postgres.Sql,
  studio: BookingStudio,
  /** The types to offer, or their read still under way: it goes on beside the plans' and sessions'. */
  types: readonly AvailabilityType[] | Promise<readonly AvailabilityType[]>,
  window: { from: number; to: number; now: number },
  /** A session moving to another time: its own place is not in the way. */
  movingSessionId?: string,
): Promise<Availability> {
  const [offered, plans, sessions] = await Promise.all([
    types,
    // A plan's place is its saved location's name as it is now, else the text it keeps (planPlace).
    sql<AvailabilityPlan[]>`
      select p.id, p.session_type_id as "sessionTypeId", p.start_date::float8 as "startDate",
             p.end_date::float8 as "endDate", p.days_of_week as "daysOfWeek", p.time_slots as "timeSlots",
             coalesce(l.name, p.location) as location, l.id as "locationId",
             p.max_bookings_per_day as "maxBookingsPerDay", p.buffer_time as "bufferTime", p.is_active as "isActive"
      from schedule_plans p
      left join locations l on l.account_id = p.account_id and l.id = p.location_id
      where p.account_id = ${studio.id} and p.is_active
        and p.end_date >= ${window.from - 2 * DAY} and p.start_date <= ${window.to + DAY}`,
    sql<{ id: string; date: number; duration: number; status: string; type: string }[]>`
      select id, date::float8 as date, duration, status, type from sessions
      where account_id = ${studio.id} and status in ('scheduled', 'confirmed') and id <> ${movingSessionId ?? ''}
        and date >= ${window.from - 1.5 * DAY} and date < ${window.to + 1.5 * DAY}`,
  ]);
  return {
    plans,
    types: offered,
    sessions,
    lockedDays: studio.lockedDays,
    timeZone: studio.timeZone,
    ...window,
  };
}

/** The open slots starting in [from, to). */
export async function studioOpenSlots(...args: Parameters<typeof studioAvailability>): Promise<OpenSlot[]> {
  return openSlots(await studioAvailability(...args));
}
