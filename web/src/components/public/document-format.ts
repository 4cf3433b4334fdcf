// How a client's document writes its amounts, rates and dates: in the page's language, in the
// document's currency as the studio writes it, on the studio's clock (the server sends both, so
// the browser takes over exactly the text the server drew).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFormat } from '@core/domain/client-document';
import { formatMoney } from '@core/domain/money-format';
import { formatInstant } from '@core/domain/studio-time';

export function useDocumentFormat({ money, timeZone }: DocumentFormat) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    return {
      money: (minor: number) => formatMoney(minor, money, locale),
      /** Basis points as a percentage: 2100 is "21 %" in Spanish. */
      rate: (bp: number) => percent.format(bp / 10_000),
      date: (ms: number) => formatInstant(ms, { locale, timeZone, style: 'longDate' }),
      dateTime: (ms: number) => formatInstant(ms, { locale, timeZone, style: 'dateTime' }),
    };
  }, [locale, money, timeZone]);
}
export type DocumentFormatter = ReturnType<typeof useDocumentFormat>;
