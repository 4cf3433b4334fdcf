import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSearchParam } from '../../hooks/use-search-param';
import { OrderList } from './order-list';
import { SalesFiguresView } from './sales-figures-view';

/** /app/sales: the studio's orders from its galleries, and their figures on the second tab (`?tab=figures`). */
export function SalesPage() {
  const { t } = useTranslation('sales');
  const [param, setParam] = useSearchParam('tab');
  const tab = param === 'figures' ? 'figures' : 'orders';
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onValueChange={(value) => setParam(value === 'figures' ? value : undefined)}>
        <TabsList className="mb-6">
          <TabsTrigger value="orders">{t('tabs.orders')}</TabsTrigger>
          <TabsTrigger value="figures">{t('tabs.figures')}</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          <OrderList />
        </TabsContent>
        <TabsContent value="figures">
          <SalesFiguresView />
        </TabsContent>
      </Tabs>
    </div>
  );
}
