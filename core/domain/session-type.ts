// The kinds of session a studio offers (a wedding, a newborn session) with what each usually
// costs and lasts. Booking one copies its name, price and duration into the session, so
// changing or deleting a type never changes a session already booked.
import { z } from 'zod';
import { entityId } from './ids';
import { priceAmount } from './amount-fields';
import { partialUpdate } from './partial-update';
import { packageChanges } from './price-list';
import { sessionDuration } from './session';
import { DEFAULT_DURATION } from './session-slots';

/**
 * A new type's colour on the calendar: the spec's default primary colour. Black, the column's
 * default, would vanish on a dark calendar.
 */
export const DEFAULT_SESSION_TYPE_COLOR = '#3B82F6';

/** How many people one slot of a type may take: one for a portrait session, more for a mini-session or a class. */
export const MAX_CLIENTS_PER_SLOT = 100;

/** The fields a photographer edits on a session type; shared by the form and the mutators. */
export const sessionTypeFields = z.object({
  // No longer than a session's own type, which takes a copy of it.
  name: z.string().trim().min(1, 'required').max(100, 'tooLong'),
  price: z._default(priceAmount, 0),
  /** Minutes, copied into the sessions booked as this type, so within a session's range. */
  duration: sessionDuration.default(DEFAULT_DURATION),
  /** Notes for the studio's team, never shown to clients. */
  description: z.string().trim().max(2_000, 'tooLong').default(''),
  /** What the public booking page says of the type. */
  publicDescription: z.string().trim().max(2_000, 'tooLong').default(''),
  /** The clients one slot takes (public booking fills a slot up to it). */
  maxClients: z
    .number()
    .int('clientsRange')
    .min(1, 'clientsRange')
    .max(MAX_CLIENTS_PER_SLOT, 'clientsRange')
    .default(1),
  /** #rrggbb, as the database keeps it. */
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'invalid')
    .default(DEFAULT_SESSION_TYPE_COLOR),
});

/** The questionnaire a booking of the type sends its client, and the workflow its sessions follow, or none. */
const followUpChoices = {
  questionnaireId: z.nullable(entityId).optional(),
  workflowId: z.nullable(entityId).optional(),
};

/**
 * What an online booking of the type asks before it is confirmed: the contract template its client
 * signs (or none), and the share of the price paid as a deposit, in basis points. Whole percent
 * only, as a payment plan's steps are.
 */
export const depositBp = z
  .number()
  .int('depositRange')
  .min(0, 'depositRange')
  .max(10_000, 'depositRange')
  .multipleOf(100, 'depositRange');
const bookingTerms = { contractTemplateId: z.nullable(entityId).optional(), depositBp: depositBp.optional() };

export const createSessionTypeArgs = sessionTypeFields.extend({
  id: entityId,
  accountId: entityId,
  ...followUpChoices,
  ...bookingTerms,
  ...packageChanges,
});
export const updateSessionTypeArgs = partialUpdate(sessionTypeFields).extend({
  id: entityId,
  ...followUpChoices,
  ...bookingTerms,
  ...packageChanges,
});

/** A deposit typed as whole percent of the price, as the session type keeps it (basis points). */
export const depositPercentToBp = (percent: number): number => percent * 100;
export const deleteSessionTypeArgs = z.object({ id: entityId });
