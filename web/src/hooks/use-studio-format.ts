import type { Currency } from '@core/domain/currency';
import type { DateStyle } from '@core/domain/studio-time';
import type { Language } from '../lib/languages';
import { createRequiredContext } from './required-context';

export type StudioFormat = {
  /** The interface language, which decides separators, month names and word order. */
  locale: Language;
  /** The studio's time zone: every date and time is shown on its clock. */
  timeZone: string;
  currency: Currency;
  money: (minor: number) => string;
  date: (ms: number, style?: DateStyle) => string;
  /** From one instant to another, as one span (a week: "Nov 23 – 29, 2026"). */
  dateRange: (from: number, to: number, style?: DateStyle) => string;
  /** When something starts and ends, for a day's listing ("4:00 – 6:00 PM", "4:00 PM – Sun 1:00 AM"). */
  timeSpan: (from: number, to: number) => string;
  /** A length in minutes, in hours and minutes ("1 hr 30 min"). */
  duration: (minutes: number) => string;
};

/**
 * `useStudioFormat`: how this studio writes money and time for the person reading: the studio's
 * currency and time zone (synced, so a change in Settings reaches every open browser), in the
 * interface language's format.
 */
export const [StudioFormatContext, useStudioFormat] = createRequiredContext<StudioFormat>(
  'useStudioFormat',
  'StudioFormatProvider',
);
