import { useTranslation } from 'react-i18next';
import type { PageStatus } from '@core/domain/site-page-view';
import { Badge } from '../../components/ui/badge';

export function PageStatusBadge({ status }: { status: PageStatus }) {
  const { t } = useTranslation('website');
  return (
    <Badge variant={status === 'published' ? 'success' : 'warning'} data-testid="site-page-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
