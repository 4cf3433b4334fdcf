import { useTranslation } from 'react-i18next';
import { useMoney } from './shop-text';

/** Writes a price before tax with the tax added at checkout beside it ("€5.00 + VAT (21 %)"). */
export function usePriceText(currency: string, taxRateBp: number): (price: number) => string {
  const { t, i18n } = useTranslation('shop');
  const money = useMoney(currency);
  if (taxRateBp === 0) return money;
  const rate = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
    taxRateBp / 10_000,
  );
  return (price) => t('price.plusTax', { price: money(price), rate });
}

export function ShopPrice({ price, currency, taxRateBp }: { price: number; currency: string; taxRateBp: number }) {
  return <>{usePriceText(currency, taxRateBp)(price)}</>;
}
