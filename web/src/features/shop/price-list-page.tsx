import { useQuery } from '@rocicorp/zero/react';
import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { entityId } from '@core/domain/ids';
import { priceListName } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { BackLink } from '../../components/back-link';
import { DeleteAndLeaveButton } from '../../components/delete-and-leave-button';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { PageHeader } from '../../components/page-header';
import { SaveState } from '../../components/save-state';
import { SavedTextField } from '../../components/saved-field';
import { Skeleton } from '../../components/ui/skeleton';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { DocumentSavesContext, useDocumentSavesState } from '../../hooks/use-document-saves';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import { ExtraPhotoPriceField } from './extra-photo-price-field';
import { ItemsCard } from './items-card';
import type { PriceList } from './shop-types';
import { SHOP_PATH } from './shop-paths';
import { ZonesCard } from './zones-card';

/** /app/settings/shop/:priceListId: what one price list sells, each change saved as it is made. */
export function PriceListPage() {
  const { priceListId = '' } = useParams();
  const { account } = useAccount();
  const { t } = useTranslation('shopSetup');
  const validId = entityId.safeParse(priceListId).success;
  const [list, result] = useQuery(validId && queries.priceLists.byId({ accountId: account.id, id: priceListId }));
  const loading = useQueryPatience(list, result);
  if (validId && loading)
    return (
      <LoadingPlaceholder className="grid gap-6" label={t('list.loading')}>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-64 w-full" />
      </LoadingPlaceholder>
    );
  if (!validId || !list)
    return (
      <EmptyState
        icon={Tags}
        headingLevel="h1"
        testId="price-list-unavailable"
        texts={{ title: t('list.missing'), description: t('list.missingDescription') }}
        action={{ label: t('list.back'), to: SHOP_PATH }}
      />
    );
  return <Editor key={list.id} list={list} />;
}

function Editor({ list }: { list: PriceList }) {
  const { t } = useTranslation('shopSetup');
  const saves = useDocumentSavesState();
  const message = useValidationMessage();
  const offline = useWriteBlock('sync');
  const rename = async (text: string) => {
    const parsed = priceListName.safeParse(text);
    if (!parsed.success) return message(parsed.error.issues[0]?.message);
    return saves.save(mutators.priceList.rename({ id: list.id, name: parsed.data }));
  };

  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8" data-testid="price-list-page">
        <div className="grid gap-3">
          <BackLink to={SHOP_PATH} label={t('list.back')} className="text-muted-foreground" />
          <PageHeader
            title={list.name}
            description={
              <span className="flex flex-wrap items-center gap-2">
                <span>{t('list.description')}</span>
                <SaveState />
              </span>
            }
            actions={
              <DeleteAndLeaveButton
                request={() => mutators.priceList.delete({ id: list.id })}
                leaveTo={SHOP_PATH}
                texts={{
                  label: t('list.delete'),
                  title: t('list.deleteTitle', { name: list.name }),
                  description: t('list.deleteDescription'),
                  deleted: t('list.deleted'),
                }}
                testId="delete-price-list-dialog"
              />
            }
          />
        </div>
        <WritesOffNotice reason={offline} />
        <div className="grid max-w-3xl items-start gap-4 sm:grid-cols-2">
          <SavedTextField label={t('list.name')} synced={list.name} commit={rename} />
          <ExtraPhotoPriceField list={list} />
        </div>
        <ItemsCard list={list} group="digital" />
        <ItemsCard list={list} group="print" />
        <ZonesCard list={list} />
      </div>
    </DocumentSavesContext>
  );
}
