import { useQuery } from '@rocicorp/zero/react';
import { Images, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { ActionButton } from '../../components/action-button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { QueryErrorState } from '../../components/query-error-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { GalleryCard } from './gallery-card';

export function GalleriesPage() {
  const { t } = useTranslation(['galleries', 'common']);
  const { account } = useAccount();
  const [galleries, result] = useQuery(queries.galleries.list({ accountId: account.id }));
  const loading = useQueryPatience(galleries, result);

  return (
    <div className="grid gap-8">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={<ActionButton to="/app/galleries/new" icon={Plus} label={t('actions.new')} />}
      />
      {result.type === 'error' && galleries.length === 0 ? (
        <QueryErrorState
          testId="galleries-error"
          texts={{ title: t('list.errorTitle'), description: t('list.errorDescription') }}
          onRetry={result.retry}
        />
      ) : loading ? (
        <LoadingPlaceholder className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="aspect-[4/3.6] w-full rounded-xl" />
          ))}
        </LoadingPlaceholder>
      ) : galleries.length === 0 ? (
        <EmptyState
          icon={Images}
          testId="galleries-empty"
          texts={t('empty', { returnObjects: true })}
          action={{ label: t('empty.action'), variant: 'default', to: '/app/galleries/new' }}
        />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="gallery-list">
          {galleries.map((gallery) => (
            <li key={gallery.id} className="grid">
              <GalleryCard gallery={gallery} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
