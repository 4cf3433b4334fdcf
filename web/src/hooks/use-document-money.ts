import { useCallback, useMemo } from 'react';
import type { Currency } from '@core/domain/currency';
import { formatMoney } from '@core/domain/money-format';
import { useStudioFormat } from './use-studio-format';

/**
 * The currency a document was written in: the studio's, unless the studio has changed its
 * currency since (then the code stands in for the symbol).
 */
export function useDocumentCurrency(code: string): Currency {
  const { currency } = useStudioFormat();
  return useMemo(
    () => (code === currency.code ? currency : { code, symbol: code, position: 'after' }),
    [code, currency],
  );
}

/** Amounts of a document, written in its currency. */
export function useDocumentMoney(code: string): (minor: number) => string {
  const { locale } = useStudioFormat();
  const currency = useDocumentCurrency(code);
  return useCallback((minor) => formatMoney(minor, currency, locale), [currency, locale]);
}
