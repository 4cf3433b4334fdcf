import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../hooks/use-account';
import { useBrowserOnline } from '../../hooks/use-browser-online';
import { useObservable } from '../../hooks/use-observable';
import {
  acknowledgeFinishedUploads,
  galleryUploadReports,
  uploadsOverview,
  type UploadsState,
} from '../../lib/upload-progress';
import { cn } from '../../lib/utils';

const toneClass: Record<UploadsState, string> = {
  uploading: 'text-primary',
  paused: 'text-warning',
  failed: 'text-destructive',
  missing: 'text-warning',
  done: 'text-success',
};

/**
 * The studio's uploads, on every screen while any gallery has some: how many landed, a small pie
 * of the share, and the gallery a click leads to. Screen readers hear when the state changes, never
 * each photo. Finished uploads stay until clicked, so a photographer who was away still sees them.
 */
export function UploadStatus() {
  const { t } = useTranslation('common');
  const { account } = useAccount();
  const overview = uploadsOverview(useObservable(galleryUploadReports), account.id, useBrowserOnline());
  const words = overview && {
    ...overview,
    where: overview.galleries > 1 ? t('uploads.galleries', { count: overview.galleries }) : overview.galleryName,
  };
  const announcement = words && t(`uploads.announce.${words.state}`, words);
  return (
    <>
      {/* Always there, even empty: screen readers announce changes only of a region they know. */}
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
      {words && (
        <Link
          to={`/app/galleries/${words.galleryId}`}
          onClick={words.state === 'done' ? acknowledgeFinishedUploads : undefined}
          title={announcement}
          data-testid="upload-status"
          data-state={words.state}
          className="inline-flex items-center gap-2 rounded-full border px-2.5 py-1 text-xs font-medium text-muted-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:max-w-72"
        >
          {/* A pie of the share that landed, inside a ring. */}
          <span
            aria-hidden="true"
            className={cn('size-3.5 shrink-0 rounded-full border-2 border-current', toneClass[words.state])}
            style={{ background: `conic-gradient(currentColor ${(words.done / words.total) * 100}%, transparent 0)` }}
          />
          <span aria-hidden="true" className="tabular-nums sm:hidden">
            {words.done}/{words.total}
          </span>
          <span className="sr-only sm:not-sr-only sm:truncate">
            {t(`uploads.state.${words.state}`, words)} · {words.where}
          </span>
        </Link>
      )}
    </>
  );
}
