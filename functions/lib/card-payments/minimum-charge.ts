// The smallest amount Stripe charges in a currency ("Minimum and maximum charge amounts" in its
// docs), in minor units as our amounts are: below it a Checkout Session is refused. Both providers
// answer it, so the local stand-in refuses what Stripe would.
import { HttpError } from '../http';

const MINIMUM_CHARGES: Readonly<Record<string, number>> = {
  USD: 50,
  AED: 200,
  AUD: 50,
  BGN: 100,
  BRL: 50,
  CAD: 50,
  CHF: 50,
  CZK: 1500,
  DKK: 250,
  EUR: 50,
  GBP: 30,
  HKD: 400,
  HUF: 17500,
  INR: 50,
  JPY: 50,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  NZD: 50,
  PLN: 200,
  RON: 200,
  SEK: 300,
  SGD: 50,
  THB: 1000,
};

/**
 * Stripe's minimum for `currency`. For a currency it does not list it asks the equivalent of
 * $0.50, which needs a rate we do not keep: 50 minor units is assumed there.
 */
export const stripeMinimumCharge = (currency: string): number => MINIMUM_CHARGES[currency.toUpperCase()] ?? 50;

/** 409 below_minimum_charge (with the minimum, for the page to show) when `amount` is below `minimum`. */
export function refuseBelowMinimum(amount: number, currency: string, minimum: number): void {
  if (amount < minimum)
    throw new HttpError(409, 'below_minimum_charge', 'The total is below the smallest amount a card can be charged', {
      minimum,
      currency,
    });
}
