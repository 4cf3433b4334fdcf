// How a studio's use of one UTC day becomes Stripe meter events. Stripe's metered prices (named in
// the README's Deploy section) bill these values: per megabyte-month stored, per megabyte
// delivered, per render and per mail, with the month's allowance as a free first tier, so a
// month's invoice comes to what core/domain/usage.ts's monthLines says.
import { daysInMonth, meters, priceList, type Meter } from '@core/domain/usage';

/** The meters that cost something beyond their allowance, in some currency. */
export const chargedMeters: readonly Meter[] = meters.filter((meter) =>
  Object.values(priceList[meter].perUnit).some((price) => price > 0),
);

const MB = 1_000_000;

/** The event name of a meter's Stripe meter, and the lookup key of its price. */
export const meterEventName = (meter: Meter): string => `studio_${meter}`;

/**
 * The whole number a day's use reports. Stored bytes are a level: a day of it is 1/days of the
 * month's average, so the month's events add up to the average in MB. Bytes travel in MB, as
 * Stripe takes whole numbers; counts as they are.
 */
export function meterEventValue(meter: Meter, day: string, quantity: number): number {
  if (meter === 'stored_bytes') return Math.round(quantity / MB / daysInMonth(day.slice(0, 7)));
  if (meter === 'delivered_bytes') return Math.round(quantity / MB);
  return Math.round(quantity);
}

/** One event per customer, day and meter: Stripe drops a second one with this identifier. */
export const meterEventIdentifier = (customerId: string, day: string, meter: Meter): string =>
  `${customerId}:${day}:${meter}`;

/** Noon of the UTC day, in seconds: well inside the billing period the day belongs to. */
export const meterEventTimestamp = (day: string): number => Date.parse(`${day}T12:00:00Z`) / 1000;
