import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { CouponsCard } from './coupons-card';
import { PriceListsCard } from './price-lists-card';

/** /app/settings/shop: the studio's price lists, each opening its page, and its coupons. */
export function ShopPage() {
  const { t } = useTranslation('shopSetup');
  return (
    <div className="grid gap-8" data-testid="shop-page">
      <div className="grid gap-3">
        <BackLink to="/app/settings" label={t('back')} className="text-muted-foreground" />
        <PageHeader title={t('title')} description={t('description')} />
      </div>
      <PriceListsCard />
      <CouponsCard />
    </div>
  );
}
