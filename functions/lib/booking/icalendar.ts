// iCalendar (RFC 5545) text for calendar feeds and for invitations sent as mail attachments.
// Every instant is written in UTC ("Z" times), which Google Calendar, Apple Calendar and
// Outlook all place correctly without a VTIMEZONE block; the studio's zone travels as
// X-WR-TIMEZONE, the hint those apps use for the calendar itself.
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type CalendarEvent = {
  /** Unique and stable across versions of the event: `<id>@<domain>`. */
  uid: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
  /** Cancelled events stay in a feed so subscribed calendars remove their copy. */
  status?: 'confirmed' | 'tentative' | 'cancelled';
  /** Raised on each change that an invitation's recipient must see (RFC 5546). */
  sequence?: number;
  lastModified?: number;
};

export type CalendarInput = {
  name: string;
  /** IANA zone the calendar belongs to, e.g. `Europe/Madrid`. */
  timeZone: string;
  /** PUBLISH for a feed or a plain file; REQUEST or CANCEL for an invitation by mail. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  /** How often subscribers should fetch the feed again, in seconds (Apple and Outlook honour it). */
  refreshSeconds?: number;
  events: readonly CalendarEvent[];
};

const statuses = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
} as const;

export function icalendar(input: CalendarInput): string {
  const calendar = ical({
    prodId: { company: 'Studio', product: 'Studio', language: 'EN' },
    method: ICalCalendarMethod[input.method ?? 'PUBLISH'],
    // The library writes NAME and X-WR-CALNAME as given, unlike every other text value.
    name: escape(input.name, false),
    ...(input.refreshSeconds === undefined ? {} : { ttl: input.refreshSeconds }),
    // Not the library's `timezone`: that would write the server's local wall-clock time.
    x: { 'X-WR-TIMEZONE': input.timeZone },
  });
  for (const event of input.events) {
    calendar.createEvent({
      id: event.uid,
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      url: event.url ?? null,
      status: event.status === undefined ? null : statuses[event.status],
      sequence: event.sequence ?? 0,
      lastModified: event.lastModified === undefined ? null : new Date(event.lastModified),
    });
  }
  return calendar.toString();
}
