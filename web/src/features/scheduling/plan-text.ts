// A plan as the scheduling screen shows it; its form (and the schema that checks it) loads with
// the plan dialog (./plan-form.ts).
import type { Row } from '@rocicorp/zero';
import { WEEK_STARTS_ON } from '@core/domain/studio-time';
import type { schema } from '@core/zero/schema';

export type SchedulePlan = Row<typeof schema.tables.schedulePlans>;

/** The week's days in the calendar's order; 0 is Sunday, as the plan keeps it. */
export const weekdayOrder: readonly number[] = Array.from({ length: 7 }, (_, i) => (WEEK_STARTS_ON + i) % 7);

/** Start times and windows as the photographer types them: "10:00, 11:30, 15:00-18:00". */
export function timeSlotsText(slots: readonly string[]): string {
  return slots.join(', ');
}
