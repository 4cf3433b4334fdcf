import { CircleAlert, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@web/src/components/ui/alert';
import { useCan } from '@web/src/hooks/use-role';
import type { UsageRefusal } from './upload-items';

/**
 * Why the studio takes no more photos for now, once for the whole panel: the owners get the way
 * to Usage, where they can lift it; anyone else, who cannot open Usage, is told to ask them.
 */
export function UsageRefusalNotice({ refusal }: { refusal: UsageRefusal }) {
  const { t } = useTranslation(['upload', 'errors']);
  const canOwn = useCan('own');
  return (
    <Alert variant="destructive" role="alert" data-testid="upload-usage-refusal">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        <p>{t(`errors:${refusal}`)}</p>
        {canOwn ? (
          <Link
            to="/app/settings/usage"
            className="inline-flex items-center gap-1 font-medium text-foreground underline underline-offset-4"
          >
            <Gauge className="size-4" aria-hidden="true" />
            {t('usageRefusal.openUsage')}
          </Link>
        ) : (
          <p>{t('usageRefusal.askOwner')}</p>
        )}
      </AlertDescription>
    </Alert>
  );
}
