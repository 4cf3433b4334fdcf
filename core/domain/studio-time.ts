// Instants are stored in UTC (epoch milliseconds) and shown in the studio's time zone
// (`accounts.settings.timeZone`, IANA), never in the zone of whichever device is looking:
// a 10:00 wedding in Barcelona is 10:00 for the photographer travelling in New York too.
// Everything here is plain Intl, so the browser and the handlers agree, and no schema library:
// the public pages (booking) read times with it.

type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const MINUTE = 60_000;

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  try {
    partsFormatter(value);
    return true;
  } catch {
    return false;
  }
}

let device: { tz: string | undefined; zone: string } | undefined;

/** The zone of this device: the default until the owner chooses the studio's zone. */
export function deviceTimeZone(): string {
  // Asking builds a formatter, slow on a server asking for each mail of a studio without a zone.
  // Node changes its zone only when TZ is set, so the answer is kept for each TZ (a browser has none).
  const tz = globalThis.process?.env.TZ;
  if (!device || device.tz !== tz) device = { tz, zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
  return device.zone;
}

/** The studio's zone from its account settings, or this device's when unset or unusable. */
export function studioTimeZone(settings: { readonly [key: string]: unknown } | undefined): string {
  const value = settings?.timeZone;
  return typeof value === 'string' && isTimeZone(value) ? value : deviceTimeZone();
}

/** What a wall clock in `timeZone` shows at the instant `ms`. */
export function wallClock(ms: number, timeZone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - (ms - (ms % 1000));
}

/**
 * The instant a wall clock in `timeZone` shows `clock`. Out-of-range fields roll over (day 32
 * is the 1st of the next month). In the hour skipped when clocks go forward, the time is read
 * with the offset from before the change (02:30 becomes 03:30); in the hour repeated when
 * they go back, the first occurrence is meant.
 */
export function zonedToUtc(clock: WallClock, timeZone: string): number {
  const local = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const before = offsetAt(local - offsetAt(local, timeZone) - 3 * 60 * MINUTE, timeZone);
  const after = offsetAt(local - offsetAt(local, timeZone) + 3 * 60 * MINUTE, timeZone);
  // Try the larger offset first: in a repeated hour it gives the earlier instant.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = local - offset;
    if (offsetAt(candidate, timeZone) === offset) return candidate;
  }
  return local - before;
}

export function startOfDay(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  return zonedToUtc({ ...c, hour: 0, minute: 0 }, timeZone);
}

/** Midnight `days` calendar days after the day of `ms` (days are 23 to 25 hours long). */
export function addDays(ms: number, days: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  return zonedToUtc({ ...c, day: c.day + days, hour: 0, minute: 0 }, timeZone);
}

/**
 * The weekday weeks start on (0 is Sunday): Monday (ISO 8601), as studios in Spain and most of
 * Europe count them. Every calendar and date picker lays its weeks out from it.
 */
export const WEEK_STARTS_ON = 1;

export function startOfWeek(ms: number, timeZone: string): number {
  const c = wallClock(ms, timeZone);
  const weekday = new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay();
  return zonedToUtc({ ...c, day: c.day - ((weekday - WEEK_STARTS_ON + 7) % 7), hour: 0, minute: 0 }, timeZone);
}

export function startOfMonth(ms: number, timeZone: string, monthsLater = 0): number {
  const c = wallClock(ms, timeZone);
  return zonedToUtc({ year: c.year, month: c.month + monthsLater, day: 1, hour: 0, minute: 0 }, timeZone);
}

export function startOfYear(ms: number, timeZone: string, yearsLater = 0): number {
  const c = wallClock(ms, timeZone);
  return zonedToUtc({ year: c.year + yearsLater, month: 1, day: 1, hour: 0, minute: 0 }, timeZone);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` in the studio's zone, as an <input type="date"> holds it. */
export function toDateInput(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** `HH:mm` in the studio's zone, as an <input type="time"> holds it. */
export function toTimeInput(ms: number, timeZone: string): string {
  const c = wallClock(ms, timeZone);
  return `${pad(c.hour)}:${pad(c.minute)}`;
}

const dateInput = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeInput = /^(\d{2}):(\d{2})$/;

/** The instant of a date (and time, midnight when omitted) typed in the studio's zone. */
export function fromDateTimeInput(date: string, time: string, timeZone: string): number | undefined {
  const d = dateInput.exec(date);
  const t = time === '' ? ['', '00', '00'] : timeInput.exec(time);
  if (!d || !t) return undefined;
  const clock = {
    year: Number(d[1]),
    month: Number(d[2]),
    day: Number(d[3]),
    hour: Number(t[1]),
    minute: Number(t[2]),
  };
  const probe = new Date(Date.UTC(clock.year, clock.month - 1, clock.day));
  // 2026-02-31 must be refused, not read as March 3rd.
  if (probe.getUTCMonth() !== clock.month - 1 || probe.getUTCDate() !== clock.day) return undefined;
  if (clock.hour > 23 || clock.minute > 59) return undefined;
  return zonedToUtc(clock, timeZone);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let cached = dateFormatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    dateFormatters.set(key, cached);
  }
  return cached;
}

export type DateStyle =
  | 'date'
  | 'longDate'
  | 'dateTime'
  | 'time'
  | 'weekday'
  | 'dayOfMonth'
  | 'weekdayDate'
  | 'weekdayTime'
  | 'weekdayClock'
  | 'monthYear';

const styles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
  weekdayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  weekdayClock: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  monthYear: { month: 'long', year: 'numeric' },
};

/** An instant as a reader of `locale` writes it, on the studio's clock. */
export function formatInstant(ms: number, options: { locale: string; timeZone: string; style: DateStyle }): string {
  return formatter(options.locale, options.timeZone, styles[options.style]).format(ms);
}

/** Two instants as one span, written once where they share it ("Nov 23 – 29, 2026"). */
export function formatInstantRange(
  from: number,
  to: number,
  options: { locale: string; timeZone: string; style: DateStyle },
): string {
  return formatter(options.locale, options.timeZone, styles[options.style]).formatRange(from, to);
}

/**
 * When something starts and ends within a day's listing ("4:00 – 6:00 PM"). Past midnight the
 * end says its weekday ("4:00 PM – Sun 1:00 AM"), where the range formatter would write both
 * dates in full ("6/20/2026, 4:00 PM – 6/21/2026, 1:00 AM").
 */
export function formatTimeSpan(from: number, to: number, options: { locale: string; timeZone: string }): string {
  if (startOfDay(from, options.timeZone) === startOfDay(to, options.timeZone)) {
    return formatInstantRange(from, to, { ...options, style: 'time' });
  }
  return `${formatInstant(from, { ...options, style: 'time' })} – ${formatInstant(to, { ...options, style: 'weekdayClock' })}`;
}

const durationFormatters = new Map<string, { hours: Intl.NumberFormat; minutes: Intl.NumberFormat }>();

/**
 * A length of time in hours and minutes as a reader of `locale` writes it ("1 hr 30 min", "1 h
 * 30 min"). Intl.DurationFormat would join the parts by the language's own rule, but Firefox
 * before 136 and Node 22 have none.
 */
export function formatDuration(minutes: number, locale: string): string {
  let units = durationFormatters.get(locale);
  if (!units) {
    const unit = (name: 'hour' | 'minute') =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' });
    units = { hours: unit('hour'), minutes: unit('minute') };
    durationFormatters.set(locale, units);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && units.hours.format(hours), (rest > 0 || hours === 0) && units.minutes.format(rest)]
    .filter(Boolean)
    .join(' ');
}
