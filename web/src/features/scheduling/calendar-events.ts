// What the calendar library draws: sessions in their type's colour and the open times of the
// booking plans, as its event inputs. Kept apart from the component so the rules are plain data.
import type { EventInput } from '@fullcalendar/react';
import type { OpenSlot } from '@core/domain/availability';
import { readableTextOn } from '@core/domain/color-contrast';
import { holdsItsSlot } from '@core/domain/session-slots';
import { sessionEnd } from '@core/domain/session-time';
import { toDateInput } from '@core/domain/studio-time';
import type { SessionRow } from '../bookings/booking';

/** A session's colour when its type has none any more (renamed or deleted). */
const NO_TYPE_COLOR = '#64748B';

/** What an event on the calendar stands for, carried in its extended props. */
export type CalendarItem = { kind: 'session'; session: SessionRow } | { kind: 'slot'; slot: OpenSlot };

type SlotType = { name: string; color: string };

/**
 * A session as an event. Only those still holding their slot can be dragged or stretched: a
 * cancelled, missed or completed session records what happened and stays where it was.
 */
export function sessionEvent(session: SessionRow, typeColor: string | undefined, clash: boolean): EventInput {
  const color = typeColor ?? NO_TYPE_COLOR;
  const held = holdsItsSlot(session.status);
  return {
    id: session.id,
    title: [session.customer?.name ?? '—', session.type].filter(Boolean).join(' · '),
    start: session.date,
    end: sessionEnd(session),
    color: held ? color : 'transparent',
    contrastColor: held ? readableTextOn(color) : 'var(--muted-foreground)',
    editable: held,
    class: [
      'studio-calendar-session',
      !held && 'studio-calendar-session-past',
      session.status === 'cancelled' && 'line-through',
      clash && 'studio-calendar-clash',
    ]
      .filter(Boolean)
      .join(' '),
    extendedProps: { item: { kind: 'session', session } satisfies CalendarItem, status: session.status },
  };
}

/** An open time of a plan as an event: dashed, in its type's colour, booked by a click. */
export function slotEvent(slot: OpenSlot, type: SlotType | undefined, placesLeft: string | undefined): EventInput {
  return {
    id: `open:${slot.sessionTypeId}:${slot.start}`,
    title: [type?.name, placesLeft].filter(Boolean).join(' · '),
    start: slot.start,
    end: slot.end,
    color: 'transparent',
    contrastColor: 'var(--foreground)',
    editable: false,
    class: 'studio-calendar-open',
    extendedProps: { item: { kind: 'slot', slot } satisfies CalendarItem, typeColor: type?.color },
  };
}

/** The class that hatches a day closed to bookings, in the month and in the week. */
export const LOCKED_DAY_CLASS = 'studio-calendar-locked';

/**
 * The calendar date (`YYYY-MM-DD`) of a day the library draws. It hands each day over as the
 * instant its midnight falls at on the calendar's clock: read in UTC, every day east of
 * Greenwich was the one before, so Friday's lock hatched Saturday for a studio in Madrid.
 */
export function calendarDate(day: Date, timeZone: string): string {
  return toDateInput(day.getTime(), timeZone);
}

/** The library's class for a day cell or lane: hatched when the studio closed that date. */
export function lockedDayClass(lockedDays: readonly string[], timeZone: string) {
  return ({ date }: { date: Date }) => (lockedDays.includes(calendarDate(date, timeZone)) ? LOCKED_DAY_CLASS : '');
}

/** What an event stands for, read back from the library's event. */
export function calendarItem(extendedProps: Record<string, unknown>): CalendarItem | undefined {
  return extendedProps.item as CalendarItem | undefined;
}
