import { Download, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { fileSize } from '../../lib/file-size';
import { Spinner } from '../../components/ui/spinner';
import { fetchDownloadStatus, partUrl, type DownloadStatus } from './download-api';

/** How often the page asks how a download is coming along while parts are still being made. */
const POLL_MS = 3000;

type Progress = { state: 'loading' } | { state: 'known'; status: DownloadStatus } | { state: 'error'; code: string };

const isDone = (status: DownloadStatus) =>
  status.parts.every((part) => part.status === 'ready' || part.status === 'failed');

/** Follows a download until every part is ready or has failed: asked for again while any is under way. */
function useDownloadStatus(id: string, token: string): Progress {
  const [progress, setProgress] = useState<Progress>({ state: 'loading' });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = true;
    const ask = () => {
      fetchDownloadStatus(id, token).then(
        (status) => {
          if (!current) return;
          setProgress({ state: 'known', status });
          if (!isDone(status)) timer = setTimeout(ask, POLL_MS);
        },
        (error: unknown) => {
          if (!current) return;
          // A passing failure (the network, the server) is asked again; a refused link is said.
          if (error instanceof ApiError && error.status === 404) setProgress({ state: 'error', code: error.code });
          else timer = setTimeout(ask, POLL_MS);
        },
      );
    };
    ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, token]);
  return progress;
}

/**
 * A ZIP download's parts as they are made: a line saying the photos are being prepared, then a
 * button per ready part. The same on the gallery, right after asking, and on the page the mail
 * links to.
 */
export function DownloadProgress({ id, token }: { id: string; token: string }) {
  const { t, i18n } = useTranslation(['public', 'errors']);
  const progress = useDownloadStatus(id, token);
  if (progress.state === 'loading') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> {t('download.progress.checking')}
      </p>
    );
  }
  if (progress.state === 'error') {
    return (
      <p className="text-sm font-medium text-destructive" role="alert">
        {t(`errors:${progress.code}`, { defaultValue: t('errors:unknown') })}
      </p>
    );
  }
  const { status } = progress;
  const photos = status.parts.reduce((sum, part) => sum + part.photos, 0);
  const ready = status.parts.filter((part) => part.status === 'ready').length;
  const failed = status.parts.some((part) => part.status === 'failed');
  const total = status.parts.length;
  return (
    <div className="grid gap-3" data-testid="download-progress">
      {ready < total && !failed && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {t('download.progress.preparing', { count: photos })}
        </p>
      )}
      {ready < total && !failed && <p className="text-sm text-muted-foreground">{t('download.progress.mailed')}</p>}
      {failed && (
        <p className="flex items-start gap-2 text-sm font-medium text-destructive" role="alert">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('download.progress.failed')}
        </p>
      )}
      {ready === total && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('download.progress.ready', { count: photos, date: new Date(status.availableUntil) })}
        </p>
      )}
      <ul className="grid gap-2">
        {status.parts
          .filter((part) => part.status === 'ready')
          .map((part) => (
            <li key={part.part}>
              <a
                href={partUrl(id, token, part.part)}
                className="inline-flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted"
                data-testid="download-part"
              >
                <span className="inline-flex items-center gap-2">
                  <Download className="size-4" aria-hidden="true" />
                  {total > 1
                    ? t('download.progress.part', { part: part.part, total, count: part.photos })
                    : t('download.progress.whole', { count: part.photos })}
                </span>
                {part.size !== null && (
                  <span className="text-muted-foreground">{fileSize(part.size, i18n.resolvedLanguage)}</span>
                )}
              </a>
            </li>
          ))}
      </ul>
    </div>
  );
}
