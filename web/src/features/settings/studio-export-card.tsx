import { Download, FileArchive } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STUDIO_EXPORT_DAYS } from '@core/domain/studio-data';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { fileSize } from '../../lib/file-size';
import { exportDownloadUrl, type StudioExport } from '../../lib/studio-data';
import { LoadFailed } from '../../components/load-failed';
import { CardError } from './card-error';
import { useStudioExports } from './use-studio-exports';

/**
 * Everything the studio holds, as one ZIP: its records as spreadsheets and JSON, and every
 * photo's original. Made in the background (a large studio takes minutes); the owner gets a mail.
 */
export function StudioExportCard() {
  const { t } = useTranslation('settings');
  const exports = useStudioExports();
  const apiErrorMessage = useApiErrorMessage();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const latest = exports.state === 'ready' ? exports.latest : undefined;
  const underWay = latest?.status === 'pending' || latest?.status === 'building';

  const ask = async () => {
    if (exports.state !== 'ready') return;
    setAsking(true);
    setError(undefined);
    try {
      await exports.request();
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card id="studio-data" data-testid="studio-export-card">
      <CardHeader>
        <CardTitle>{t('studioData.export.title')}</CardTitle>
        <CardDescription>{t('studioData.export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {exports.state === 'loading' && <Skeleton className="h-5" />}
        {exports.state === 'failed' && (
          <LoadFailed message={t('studioData.export.loadFailed')} error={exports.error} onRetry={exports.retry} />
        )}
        {latest && <ExportState latest={latest} />}
        <CardError error={error} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" disabled={exports.state !== 'ready' || underWay || asking} onClick={() => void ask()}>
          {asking || underWay ? <Spinner /> : <FileArchive aria-hidden="true" />}
          {t('studioData.export.request')}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Where the latest export stands, and its download once it is ready. */
function ExportState({ latest }: { latest: StudioExport }) {
  const { t, i18n } = useTranslation('settings');
  const format = useStudioFormat();
  const { account } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [error, setError] = useState<string>();
  const now = useNow();
  const expired = latest.finishedAt !== null && latest.finishedAt < now - STUDIO_EXPORT_DAYS * 86_400_000;

  const download = async () => {
    setError(undefined);
    try {
      window.location.assign(await exportDownloadUrl(api, account.id, latest.id));
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    }
  };

  if (latest.status === 'pending' || latest.status === 'building') {
    return (
      <p role="status" data-testid="studio-export-state">
        {t('studioData.export.underWay')}
      </p>
    );
  }
  if (latest.status === 'failed') {
    return (
      <p role="alert" className="text-destructive" data-testid="studio-export-state">
        {t('studioData.export.failed')}
      </p>
    );
  }
  if (expired) return <p data-testid="studio-export-state">{t('studioData.export.expired')}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3" data-testid="studio-export-state">
      <span>
        {t('studioData.export.ready', {
          date: format.date(latest.finishedAt ?? latest.createdAt, 'longDate'),
          size: fileSize(latest.size ?? 0, i18n.resolvedLanguage),
          days: STUDIO_EXPORT_DAYS,
        })}
      </span>
      <Button onClick={() => void download()}>
        <Download aria-hidden="true" />
        {t('studioData.export.download')}
      </Button>
      {error && (
        <p role="alert" className="basis-full text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
