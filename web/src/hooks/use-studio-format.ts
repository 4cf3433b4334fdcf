import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, readCurrency, type Currency } from '../../../core/domain/currency';
import { formatInstant, studioTimeZone, type DateStyle } from '../../../core/domain/studio-time';
import { queries } from '../../../core/zero/queries';
import { isLanguage, type Language } from '../lib/i18n';
import { useAccount } from './use-account';

export type StudioFormat = {
  /** The interface language, which decides separators, month names and word order. */
  locale: Language;
  /** The studio's time zone: every date and time is shown on its clock. */
  timeZone: string;
  currency: Currency;
  money: (minor: number) => string;
  date: (ms: number, style?: DateStyle) => string;
};

/**
 * How this studio writes money and time for the person reading: the studio's currency and
 * time zone (synced, so a change in Settings reaches every open browser), in the interface
 * language's format.
 */
export function useStudioFormat(): StudioFormat {
  const { i18n } = useTranslation();
  const { account } = useAccount();
  const [accounts] = useQuery(queries.accounts.mine());
  const [currencySetting] = useQuery(queries.payments.currency({ accountId: account.id }));
  const locale = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const settings = accounts.find((candidate) => candidate.id === account.id)?.settings ?? account.settings;
  const timeZone = studioTimeZone(settings);
  const currencyValue = currencySetting?.value;
  return useMemo(() => {
    const currency = readCurrency(currencyValue);
    return {
      locale,
      timeZone,
      currency,
      money: (minor) => formatMoney(minor, currency, locale),
      date: (ms, style = 'dateTime') => formatInstant(ms, { locale, timeZone, style }),
    };
  }, [locale, timeZone, currencyValue]);
}
