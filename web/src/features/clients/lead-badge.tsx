import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

/** A customer who wrote from the studio's website and has not been answered yet. */
export function LeadBadge() {
  const { t } = useTranslation('customers');
  return (
    <Badge variant="warning" data-testid="lead-badge">
      {t('lead.badge')}
    </Badge>
  );
}
