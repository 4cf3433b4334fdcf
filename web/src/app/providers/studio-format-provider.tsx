import { useQuery } from '@rocicorp/zero/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readCurrency } from '@core/domain/currency';
import { formatMoney } from '@core/domain/money-format';
import {
  formatInstant,
  formatDuration,
  formatInstantRange,
  formatTimeSpan,
  studioTimeZone,
} from '@core/domain/studio-time';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { StudioFormatContext, type StudioFormat } from '../../hooks/use-studio-format';
import { useFirstRows } from '../../lib/first-rows';
import { isLanguage } from '../../lib/languages';

/**
 * The studio's format for the whole back office. Its two synced queries are opened here once,
 * not by every card and table row that shows an amount or a date.
 */
export function StudioFormatProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { account } = useAccount();
  const currencyQuery = queries.payments.currency({ accountId: account.id });
  const [currencySetting] = useFirstRows(currencyQuery, useQuery(currencyQuery));
  const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const storedZone = useAccountSettings()?.timeZone;
  const currencyValue = currencySetting?.value;
  const format = useMemo<StudioFormat>(() => {
    const currency = readCurrency(currencyValue);
    // Resolved when first read: checking a zone makes the page's first Intl object, which loads
    // the browser's locale data (12-20 ms of a new tab's first render, measured), and a screen
    // without dates or amounts (the customers list) never needs it.
    let timeZone: string | undefined;
    const zone = () => (timeZone ??= studioTimeZone({ timeZone: storedZone }));
    return {
      locale,
      get timeZone() {
        return zone();
      },
      currency,
      money: (minor) => formatMoney(minor, currency, locale),
      date: (ms, style = 'dateTime') => formatInstant(ms, { locale, timeZone: zone(), style }),
      dateRange: (from, to, style = 'date') => formatInstantRange(from, to, { locale, timeZone: zone(), style }),
      timeSpan: (from, to) => formatTimeSpan(from, to, { locale, timeZone: zone() }),
      duration: (minutes) => formatDuration(minutes, locale),
    };
  }, [locale, storedZone, currencyValue]);
  return <StudioFormatContext value={format}>{children}</StudioFormatContext>;
}
