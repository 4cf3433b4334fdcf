import { createContext, useContext } from 'react';
import type { Currency } from '@core/domain/currency';
import type { DateStyle } from '@core/domain/studio-time';
import type { Language } from '../lib/i18n';

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

export const StudioFormatContext = createContext<StudioFormat | undefined>(undefined);

/**
 * How this studio writes money and time for the person reading: the studio's currency and
 * time zone (synced, so a change in Settings reaches every open browser), in the interface
 * language's format.
 */
export function useStudioFormat(): StudioFormat {
  const format = useContext(StudioFormatContext);
  if (!format) throw new Error('useStudioFormat must be used inside StudioFormatProvider');
  return format;
}
