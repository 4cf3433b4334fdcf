import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkCard } from './link-card';

/** The way from Settings to the shop (features/shop/, which no feature may import): price lists and coupons. */
export function ShopLinkCard() {
  const { t } = useTranslation('shopSetup');
  return (
    <LinkCard
      testId="shop-link-card"
      texts={{ title: t('link.title'), description: t('link.description'), open: t('link.open') }}
      to="/app/settings/shop"
      icon={Store}
    />
  );
}
