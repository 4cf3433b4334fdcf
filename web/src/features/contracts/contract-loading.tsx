import { useTranslation } from 'react-i18next';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';

export function ContractLoading() {
  const { t } = useTranslation('contracts');
  return (
    <LoadingPlaceholder className="grid gap-6" label={t('loading')}>
      <Skeleton className="h-10 w-72" />
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-40 w-full" />
    </LoadingPlaceholder>
  );
}
