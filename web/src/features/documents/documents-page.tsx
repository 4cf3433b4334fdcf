import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSearchParam } from '../../hooks/use-search-param';
import { InvoiceList, QuoteList } from './document-lists';

const tabs = ['invoices', 'quotes'] as const;

/** /app/invoices: the studio's invoices, and its quotes on the second tab (`?tab=quotes`). */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const [param, setParam] = useSearchParam('tab');
  const tab = param === 'quotes' ? 'quotes' : 'invoices';
  return (
    <div className="grid gap-8">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onValueChange={(value) => setParam(value === 'quotes' ? value : undefined)}>
        <TabsList className="mb-6">
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="invoices">
          <InvoiceList />
        </TabsContent>
        <TabsContent value="quotes">
          <QuoteList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
