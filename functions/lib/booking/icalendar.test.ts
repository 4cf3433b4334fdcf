import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icalendar, type CalendarEvent } from './icalendar';

// 10:00 and 12:00 in Barcelona (UTC+2 in summer).
const start = Date.UTC(2026, 5, 20, 8, 0);
const end = Date.UTC(2026, 5, 20, 10, 0);

const wedding: CalendarEvent = {
  uid: 'session-1@studio.example',
  start,
  end,
  summary: 'Wedding – Núria Marín',
  location: 'Park Güell, Barcelona',
  description: 'Bring the 85 mm; second shooter: Pau',
  status: 'confirmed',
  lastModified: Date.UTC(2026, 4, 1),
};

// ical.js reads properties it does not know verbatim; the calendar's name is TEXT (RFC 7986).
for (const property of ['name', 'x-wr-calname']) ICAL.design.icalendar.property[property] = { defaultType: 'text' };

/** The text read back by Mozilla's parser, as a subscribed calendar reads it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      utc: event.startDate.zone?.tzid === 'UTC',
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: component.getFirstPropertyValue('status'),
      sequence: event.sequence,
    };
  });
  return { calendar, events };
}

describe('icalendar', () => {
  it('writes each event as a UTC instant with its text intact', () => {
    const text = icalendar({ name: 'Golden Hour', timeZone: 'Europe/Madrid', events: [wedding] });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Golden Hour');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Madrid');
    expect(events).toEqual([
      {
        uid: 'session-1@studio.example',
        start,
        end,
        utc: true,
        summary: 'Wedding – Núria Marín',
        location: 'Park Güell, Barcelona',
        description: 'Bring the 85 mm; second shooter: Pau',
        status: 'CONFIRMED',
        sequence: 0,
      },
    ]);
    expect(text).toContain('DTSTART:20260620T080000Z');
    // RFC 5545: lines end in CRLF and are folded at 75 octets.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('escapes commas, semicolons and line breaks in names and text', () => {
    const name = 'Smith, Jones; Co\nBEGIN:VEVENT';
    const text = icalendar({
      name,
      timeZone: 'UTC',
      events: [{ ...wedding, summary: 'Shoot; outdoors, maybe\nEND:VEVENT', description: 'Line one\nLine two' }],
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(name);
    expect(calendar.getFirstPropertyValue('name')).toBe(name);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: 'Shoot; outdoors, maybe\nEND:VEVENT',
      description: 'Line one\nLine two',
    });
  });

  it('keeps a cancelled event, marked so, for calendars to remove it', () => {
    const text = icalendar({
      name: 'Golden Hour',
      timeZone: 'Europe/Madrid',
      method: 'CANCEL',
      events: [{ ...wedding, status: 'cancelled', sequence: 2 }],
    });
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events).toEqual([expect.objectContaining({ uid: wedding.uid, status: 'CANCELLED', sequence: 2 })]);
  });

  it('asks subscribers to refresh at the given interval', () => {
    const text = icalendar({ name: 'Golden Hour', timeZone: 'UTC', refreshSeconds: 3600, events: [] });
    expect(parse(text).calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
    expect(parse(text).events).toEqual([]);
  });
});
