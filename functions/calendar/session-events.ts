// A studio's sessions as calendar events: what a photographer's phone shows for each booking.
import type { CalendarEvent } from '../lib/booking/icalendar';

export type FeedSession = {
  id: string;
  date: number;
  duration: number;
  type: string;
  status: 'scheduled' | 'confirmed' | 'completed' | 'cancelled';
  location: string;
  /** The saved location's address, when the session is booked at one. */
  address: string | null;
  notes: string;
  customerName: string;
  updatedAt: number;
};

// A booked session waits for the client's confirmation; a cancelled one stays in the feed so
// subscribed calendars remove their copy instead of keeping it forever.
const statuses = {
  scheduled: 'tentative',
  confirmed: 'confirmed',
  completed: 'confirmed',
  cancelled: 'cancelled',
} as const satisfies Record<FeedSession['status'], CalendarEvent['status']>;

/** `domain` makes the UIDs unique beyond this studio (RFC 5545); a session keeps its UID for life. */
export function sessionEvent(session: FeedSession, domain: string): CalendarEvent {
  const place = [session.location, session.address].filter((part) => part !== null && part.trim() !== '');
  return {
    uid: `${session.id}@${domain}`,
    start: session.date,
    end: session.date + session.duration * 60_000,
    summary: session.type.trim() === '' ? session.customerName : `${session.type} – ${session.customerName}`,
    ...(place.length > 0 ? { location: [...new Set(place)].join(', ') } : {}),
    ...(session.notes.trim() === '' ? {} : { description: session.notes }),
    status: statuses[session.status],
    lastModified: session.updatedAt,
  };
}
