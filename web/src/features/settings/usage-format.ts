// How the Usage page writes its figures in the reader's language: money in the billing
// currency, bytes as decimal gigabytes (as the price list counts them), counts and shares.
import { useMemo } from 'react';
import type { Currency } from '@core/domain/currency';
import { formatMoney } from '@core/domain/money-format';
import { GB, gauges, type BillingCurrency, type Meter } from '@core/domain/usage';
import { useStudioFormat } from '../../hooks/use-studio-format';

const usualSymbols: Record<BillingCurrency, string> = { EUR: '€', USD: '$', GBP: '£' };

/** Whether readers of `locale` put a currency's symbol before the digits ("€5") or after ("5 €"). */
function symbolPosition(code: string, locale: string): Currency['position'] {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).formatToParts(1);
  const symbol = parts.findIndex((part) => part.type === 'currency');
  return symbol < parts.findIndex((part) => part.type === 'integer') ? 'before' : 'after';
}

/**
 * The billing currency as amounts are written: the studio's own way when it keeps its books in
 * that currency, else the currency's usual symbol where the reader's language puts it.
 */
export function billingCurrencyFormat(code: BillingCurrency, studio: Currency, locale: string): Currency {
  if (studio.code === code) return studio;
  return { code, symbol: usualSymbols[code], position: symbolPosition(code, locale) };
}

const isBytes = (meter: Meter) => meter === 'stored_bytes' || meter === 'delivered_bytes';

export type UsageFormat = ReturnType<typeof usageFormat>;

function usageFormat(currency: Currency, locale: string) {
  const gigabytes = new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 });
  const counts = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  // A gauge's month is its average level: 12.5 photos kept on average is what it was.
  const averages = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const months = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const gb = (bytes: number) =>
    // A few photos are far below a hundredth of a GB: "< 0.01 GB" rather than a wrong "0 GB".
    bytes > 0 && bytes < GB / 100 ? `< ${gigabytes.format(0.01)}` : gigabytes.format(bytes / GB);
  return {
    currency,
    money: (minor: number) => formatMoney(minor, currency, locale),
    gb,
    /** A meter's quantity in its own unit: gigabytes for bytes, a count otherwise. */
    quantity: (meter: Meter, value: number) =>
      isBytes(meter) ? gb(value) : (gauges.has(meter) ? averages : counts).format(value),
    /** What is stored now, precise enough to change with each photo: MB below a gigabyte, kB below a megabyte. */
    size: (bytes: number) => {
      const unit = bytes >= GB ? 'gigabyte' : bytes >= 1_000_000 ? 'megabyte' : 'kilobyte';
      const divisor = { gigabyte: GB, megabyte: 1_000_000, kilobyte: 1000 }[unit];
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        maximumFractionDigits: unit === 'kilobyte' ? 0 : 2,
      }).format(bytes / divisor);
    },
    count: (value: number) => counts.format(value),
    percent: (ratio: number) => percents.format(ratio),
    /** `YYYY-MM` as "December 2026". */
    month: (month: string) => months.format(new Date(`${month}-15T12:00:00Z`)),
  };
}

/** The page's formats for amounts billed in `code`, in the interface language. */
export function useUsageFormat(code: BillingCurrency): UsageFormat {
  const { currency, locale } = useStudioFormat();
  return useMemo(() => usageFormat(billingCurrencyFormat(code, currency, locale), locale), [code, currency, locale]);
}
