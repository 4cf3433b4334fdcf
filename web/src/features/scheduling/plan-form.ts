// The plan form's fields as typed, turned into the fields the mutators take and checked by the
// same schema (core/domain/schedule-plan.ts).
import { z } from 'zod';
import { calendarDateOf, isoOfCalendarDate, schedulePlan } from '@core/domain/schedule-plan';
import { parseInto } from '../../lib/parse-into';
import { timeSlotsText, type SchedulePlan } from './plan-text';

function typedTimeSlots(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((entry) => entry.replace(/\s+/g, '').replace(/[–—]/g, '-'))
    .filter((entry) => entry !== '');
}

export const planFormSchema = z
  .object({
    name: z.string(),
    sessionTypeId: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    daysOfWeek: z.array(z.number()),
    timeSlots: z.string(),
    locationId: z.string(),
    location: z.string(),
    maxBookingsPerDay: z.string(),
    bufferTime: z.string(),
    isActive: z.boolean(),
  })
  .transform((form, ctx) =>
    parseInto(schedulePlan, ctx, {
      ...form,
      startDate: calendarDateOf(form.startDate),
      endDate: calendarDateOf(form.endDate),
      timeSlots: typedTimeSlots(form.timeSlots),
      // A saved location's name is copied into `location` by the mutator.
      locationId: form.locationId || null,
      location: form.locationId ? '' : form.location,
      maxBookingsPerDay: Number(form.maxBookingsPerDay),
      bufferTime: Number(form.bufferTime),
    }),
  );

export type PlanFormInput = z.input<typeof planFormSchema>;

/** The form's starting values: a plan's own, or a new one's from today for three months, every weekday. */
export function planFormValues(plan: SchedulePlan | undefined, today: string): PlanFormInput {
  const threeMonths = new Date(`${today}T00:00:00Z`);
  threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
  return {
    name: plan?.name ?? '',
    sessionTypeId: plan?.sessionTypeId ?? '',
    startDate: plan ? isoOfCalendarDate(plan.startDate) : today,
    endDate: plan ? isoOfCalendarDate(plan.endDate) : isoOfCalendarDate(threeMonths.getTime()),
    daysOfWeek: plan ? [...plan.daysOfWeek] : [1, 2, 3, 4, 5],
    timeSlots: plan ? timeSlotsText(plan.timeSlots) : '',
    locationId: plan?.locationId ?? '',
    location: plan?.locationId ? '' : (plan?.location ?? ''),
    maxBookingsPerDay: String(plan?.maxBookingsPerDay ?? 1),
    bufferTime: String(plan?.bufferTime ?? 0),
    isActive: plan?.isActive ?? true,
  };
}
