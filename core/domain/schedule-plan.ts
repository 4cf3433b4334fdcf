// Schedule plans: when a session type can be booked (a date range, weekdays, start times or
// daily windows, a place, a daily maximum, a buffer between sessions). Availability
// (./availability.ts) turns them into open slots; a plan never books anything itself.
import { z } from 'zod';
import { parseTimeSlot } from './availability';
import { entityId } from './ids';
import { partialUpdate } from './partial-update';

const DAY = 86_400_000;

/** A calendar date kept as the UTC midnight of that date: a date, not an instant. */
export const calendarDate = z
  .number({ error: 'dateRequired' })
  .int('dateRequired')
  .refine((ms) => ms % DAY === 0, 'dateRequired')
  // Years 2000 to 2200: enough for any plan, and every value an <input type="date"> shows.
  .min(Date.UTC(2000, 0, 1), 'dateRange')
  .max(Date.UTC(2200, 0, 1), 'dateRange');

/** The calendar date an <input type="date"> holds ('YYYY-MM-DD'), or undefined. */
export function calendarDateOf(iso: string): number | undefined {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && Number.isFinite(ms) && new Date(ms).toISOString().startsWith(iso)
    ? ms
    : undefined;
}

/** 'YYYY-MM-DD' of a calendar date. */
export function isoOfCalendarDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The most start times and windows one plan may list: every half hour of a day. */
export const MAX_TIME_SLOTS = 48;

/** The longest buffer between sessions, in minutes. */
export const MAX_BUFFER = 480;

/** The most bookings a plan takes in a day. */
export const MAX_BOOKINGS_PER_DAY = 100;

/** The fields a photographer edits on a plan; shared by the form and the mutators. */
export const schedulePlanFields = z.object({
  sessionTypeId: z.string().min(1, 'sessionTypeRequired').pipe(entityId),
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  startDate: calendarDate,
  endDate: calendarDate,
  /** 0 = Sunday … 6 = Saturday, kept once each and in order. */
  daysOfWeek: z
    .array(z.number().int().min(0).max(6))
    .transform((days) => [...new Set(days)].sort((a, b) => a - b))
    .refine((days) => days.length > 0, 'weekdaysRequired'),
  /** 'HH:mm' start times and 'HH:mm-HH:mm' daily windows, each kept once and in order. */
  timeSlots: z
    .array(
      z
        .string()
        .trim()
        .refine((entry) => parseTimeSlot(entry) !== undefined, 'timeSlot'),
    )
    .transform((slots) => [...new Set(slots)].sort())
    .refine((slots) => slots.length > 0, 'timeSlotsRequired')
    .refine((slots) => slots.length <= MAX_TIME_SLOTS, 'tooLong'),
  /** A saved location; its name is copied into `location`, which outlives the saved one. */
  locationId: z.nullable(entityId).default(null),
  location: z.string().trim().max(200, 'tooLong').default(''),
  maxBookingsPerDay: z
    .number()
    .int('bookingsPerDayRange')
    .min(1, 'bookingsPerDayRange')
    .max(MAX_BOOKINGS_PER_DAY, 'bookingsPerDayRange')
    .default(1),
  bufferTime: z.number().int('bufferRange').min(0, 'bufferRange').max(MAX_BUFFER, 'bufferRange').default(0),
  isActive: z.boolean().default(true),
});

/** A plan ends on or after the day it starts (the database checks it too). */
export function planRangeInOrder(plan: { startDate: number; endDate: number }): boolean {
  return plan.endDate >= plan.startDate;
}

const rangeInOrder = { message: 'endBeforeStart', path: ['endDate'] };

/** A whole plan as the form sends it. */
export const schedulePlan = schedulePlanFields.refine(planRangeInOrder, rangeInOrder);

export const createSchedulePlanArgs = schedulePlanFields
  .extend({ id: entityId, accountId: entityId })
  .refine(planRangeInOrder, rangeInOrder);
export const updateSchedulePlanArgs = partialUpdate(schedulePlanFields).extend({ id: entityId });
export const deleteSchedulePlanArgs = z.object({ id: entityId });
