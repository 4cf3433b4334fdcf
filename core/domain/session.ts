import { z } from 'zod';
import { entityId } from './ids';
import { priceAmount } from './amount-fields';
import { sessionPaymentSummary } from './money';
import { partialUpdate } from './partial-update';
import { DEFAULT_DURATION } from './session-slots';
import { instant } from './instant';
import { sessionStatuses, type SessionPaymentStatus, type SessionStatus } from './session-values';

/**
 * Which status may follow which. A booking starts `scheduled`; the client confirms it; after
 * its start time it is `completed` or a `no_show`; it can be `cancelled` before it happens.
 * The way back exists only where a photographer plausibly clicked too soon: confirmed ->
 * scheduled, completed -> confirmed, no_show -> completed (they came late after all), and a
 * cancelled or missed session can be booked again (-> scheduled).
 */
const transitions: Record<SessionStatus, readonly SessionStatus[]> = {
  scheduled: ['confirmed', 'completed', 'cancelled', 'no_show'],
  confirmed: ['scheduled', 'completed', 'cancelled', 'no_show'],
  completed: ['confirmed'],
  cancelled: ['scheduled'],
  no_show: ['scheduled', 'completed'],
};

/** Statuses that say what happened at the session, so they only make sense once it began. */
const afterStartOnly: ReadonlySet<SessionStatus> = new Set(['completed', 'no_show']);

/** Whether `from` may become `to` for a session starting at `date`, seen at `now`. */
export function canChangeStatus(from: SessionStatus, to: SessionStatus, date: number, now: number): boolean {
  if (!transitions[from].includes(to)) return false;
  return !afterStartOnly.has(to) || date <= now;
}

/** The statuses a person may pick next, in the order of the value set. */
export function nextStatuses(from: SessionStatus, date: number, now: number): SessionStatus[] {
  return sessionStatuses.filter((to) => canChangeStatus(from, to, date, now));
}

/** A session's length in minutes: from five minutes to a whole day (the database checks the same). */
export const sessionDuration = z
  .number({ error: 'durationRange' })
  .int('durationRange')
  .min(5, 'durationRange')
  .max(1440, 'durationRange');

/** The fields a photographer edits on a session; shared by the form and the mutators. */
export const sessionFields = z.object({
  customerId: entityId,
  date: instant,
  duration: sessionDuration.default(DEFAULT_DURATION),
  type: z.string().trim().max(100, 'tooLong').default(''),
  /** A saved location; its name is copied into `location`, which outlives the saved one. */
  locationId: z.nullable(entityId).default(null),
  location: z.string().trim().max(200, 'tooLong').default(''),
  notes: z.string().max(10_000, 'tooLong').default(''),
  price: z._default(priceAmount, 0),
  galleryId: z.nullable(entityId).default(null),
});

export const createSessionArgs = sessionFields.extend({ id: entityId, accountId: entityId });
export const updateSessionArgs = partialUpdate(sessionFields).extend({ id: entityId });
export const setSessionStatusArgs = z.object({ id: entityId, status: z.enum(sessionStatuses) });
export const deleteSessionArgs = z.object({ id: entityId });

/** A session about to be booked: its fields, its studio and the person who books it. */
export type NewSessionInput = z.input<typeof createSessionArgs> & { authorId: string };

/** A new session's row, in the Zero schema's names. */
export type NewSession = z.output<typeof createSessionArgs> & {
  authorId: string;
  status: SessionStatus;
  paymentStatus: SessionPaymentStatus;
  paymentAmount: number;
  createdAt: number;
  updatedAt: number;
};

/**
 * The row of a session being booked, checked against the session's rules: both writers (the
 * back office's mutator and the public booking handler) insert what this returns. A session
 * starts `scheduled`, with nothing paid yet.
 */
export function newSession({ authorId, ...input }: NewSessionInput, now: number): NewSession {
  const fields = createSessionArgs.parse(input);
  return {
    ...fields,
    authorId,
    status: 'scheduled',
    ...sessionPaymentSummary(fields.price, []),
    createdAt: now,
    updatedAt: now,
  };
}
