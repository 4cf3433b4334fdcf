import { useQuery } from '@rocicorp/zero/react';
import { ListPlus, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { priceListName } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { NewNamedForm } from '../../components/new-named-form';
import { TemplateListCard } from '../../components/template-list-card';
import { useAccount } from '../../hooks/use-account';
import { priceListPath } from './shop-paths';

/** The studio's price lists, each opening its page with what it sells, and a new one. */
export function PriceListsCard() {
  const { t } = useTranslation('shopSetup');
  const { account } = useAccount();
  const [lists] = useQuery(queries.priceLists.list({ accountId: account.id }));
  return (
    <TemplateListCard
      testId="price-lists"
      namespace="shopSetup"
      icons={{ item: Tags, new: ListPlus }}
      items={lists.map((list) => ({
        id: list.id,
        name: list.name,
        to: priceListPath(list.id),
        meta: t('templates.summary', {
          items: t('templates.items', { count: list.items.length }),
          zones: t('templates.zones', { count: list.zones.length }),
        }),
      }))}
      newDialogTestId="new-price-list-dialog"
      newForm={
        <NewNamedForm
          labels={{ name: t('list.name'), submit: t('templates.create') }}
          schema={priceListName}
          create={(id, name) => mutators.priceList.create({ id, accountId: account.id, name })}
          openPath={priceListPath}
        />
      }
    />
  );
}
