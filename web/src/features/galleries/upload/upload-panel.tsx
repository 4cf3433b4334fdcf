import { useVirtualizer } from '@tanstack/react-virtual';
import { CircleAlert, CircleCheck, CircleSlash, LoaderCircle, RotateCw, X, type LucideIcon } from 'lucide-react';
import { useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@web/src/components/icon-button';
import { Button } from '@web/src/components/ui/button';
import { Progress } from '@web/src/components/ui/progress';
import { cn } from '@web/src/lib/utils';
import { fileSize } from '@web/src/lib/file-size';
import {
  isFinished,
  isRetryable,
  isRetryableFailure,
  isUsageRefusal,
  type UploadFailure,
  type UploadItem,
} from './upload-items';
import type { GalleryUploads } from './gallery-uploads';
import type { UploadSummary } from './upload-summary';
import { useUploadItems } from './use-gallery-uploads';
import { UsageRefusalNotice } from './usage-refusal-notice';

const ROW_HEIGHT = 56;
// A failure's reason may take two lines.
const FAILED_ROW_HEIGHT = 72;

const heightOf = (item: UploadItem | undefined) => (item?.status === 'failed' ? FAILED_ROW_HEIGHT : ROW_HEIGHT);

// Failures first (they need the photographer), then what is moving, then the rest.
const rank: Record<UploadItem['status'], number> = {
  failed: 0,
  uploading: 1,
  processing: 1,
  retrying: 1,
  queued: 2,
  missing: 2,
  done: 3,
  cancelled: 4,
};

/**
 * The gallery's uploads, once there are any. It alone follows their progress, so the photos
 * around it are not drawn again on every step of an upload.
 */
export function UploadPanel({ queue }: { queue: GalleryUploads }) {
  const { items, summary } = useUploadItems(queue);
  return items.length > 0 ? <UploadList queue={queue} items={items} summary={summary} /> : null;
}

type UploadListProps = { queue: GalleryUploads; items: readonly UploadItem[]; summary: UploadSummary };

/** Every file of the current uploads with its progress; long lists scroll inside the panel. */
function UploadList({ queue, items, summary }: UploadListProps) {
  const { t } = useTranslation('upload');
  const scrollRef = useRef<HTMLDivElement>(null);
  const sorted = useMemo(() => [...items].sort((a, b) => rank[a.status] - rank[b.status]), [items]);
  // The app does not use the React Compiler, whose memoization this warning is about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => heightOf(sorted[index]),
    // Keyed by height too, so a row that fails is given its taller size.
    getItemKey: (index) => `${sorted[index]?.id ?? index}:${heightOf(sorted[index])}`,
    overscan: 6,
  });
  const anyRetryableFailure = items.some(isRetryableFailure);
  const anyFinished = items.some((item) => item.status === 'done' || item.status === 'cancelled');
  const usageRefusal = items.map((item) => item.failure).find(isUsageRefusal);

  return (
    <section
      aria-labelledby="upload-panel-title"
      data-testid="upload-panel"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h3 id="upload-panel-title" className="font-medium" data-testid="upload-summary" aria-live="polite">
            {summary.missing > 0
              ? t('summary.resumed', {
                  done: summary.done,
                  total: summary.total,
                  waiting: summary.total - summary.done - summary.failed,
                })
              : summary.pending > 0
                ? t('summary.uploading', { done: summary.done, count: summary.total })
                : t('summary.finished', { done: summary.done, count: summary.total })}
          </h3>
          {summary.missing > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="upload-resume-hint">
              {t('summary.resumeHint')}
            </p>
          )}
          {summary.failed > 0 && (
            <p className="text-sm text-destructive" data-testid="upload-failed-count">
              {t('summary.failed', { count: summary.failed })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {anyRetryableFailure && (
            <Button variant="outline" size="sm" onClick={() => queue.retryFailed()}>
              <RotateCw aria-hidden="true" />
              {t('retryAll')}
            </Button>
          )}
          {summary.pending > 0 && (
            <Button variant="outline" size="sm" onClick={() => queue.cancelAll()}>
              {t('cancelAll')}
            </Button>
          )}
          {anyFinished && (
            <Button variant="ghost" size="sm" onClick={() => queue.clearFinished()}>
              {t('clearFinished')}
            </Button>
          )}
        </div>
      </div>
      {usageRefusal && <UsageRefusalNotice refusal={usageRefusal} />}
      <Progress value={summary.percent} aria-label={t('overallProgress')} />
      <div ref={scrollRef} className="max-h-72 overflow-y-auto rounded-lg border" data-testid="upload-list">
        <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => {
            const item = sorted[row.index];
            return item ? (
              <UploadRow
                key={item.id}
                item={item}
                queue={queue}
                style={{ height: heightOf(item), transform: `translateY(${row.start}px)` }}
              />
            ) : null;
          })}
        </ul>
      </div>
    </section>
  );
}

type FailureReason = Exclude<UploadFailure, 'failed'>;

/** HEIC is the one unsupported type photographers meet often: it gets its own advice. */
export function reasonOf(name: string, failure: FailureReason): 'heic' | FailureReason {
  return failure === 'unsupported_type' && /\.hei[cf]$/i.test(name) ? 'heic' : failure;
}

/** A file's own buttons, each named after the queue method it calls and shown when it can help. */
const rowActions: readonly {
  action: 'retry' | 'cancel' | 'dismiss';
  icon: LucideIcon;
  offered: (item: UploadItem) => boolean;
}[] = [
  { action: 'retry', icon: RotateCw, offered: isRetryable },
  {
    action: 'cancel',
    icon: X,
    offered: (item) => !isFinished(item) && item.status !== 'processing' && item.status !== 'missing',
  },
  { action: 'dismiss', icon: X, offered: (item) => item.status === 'failed' },
];

function UploadRow({ item, queue, style }: { item: UploadItem; queue: GalleryUploads; style: CSSProperties }) {
  const { t, i18n } = useTranslation('upload');
  const percent = item.size > 0 ? Math.round((item.loaded / item.size) * 100) : 0;
  const size = fileSize(item.size, i18n.resolvedLanguage);

  return (
    <li
      data-testid="upload-item"
      data-status={item.status}
      style={style}
      className="absolute inset-x-0 top-0 flex items-center gap-3 border-b px-3 last:border-b-0"
    >
      <StatusIcon item={item} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-baseline gap-2 text-sm">
          <span className="truncate font-medium">{item.name}</span>
          <span className="shrink-0 text-xs text-muted-foreground">{size}</span>
        </div>
        {item.status === 'uploading' ? (
          <div className="flex items-center gap-2">
            <Progress value={percent} className="h-1" aria-label={t('fileProgress', { name: item.name })} />
            <span className="w-9 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{percent}%</span>
          </div>
        ) : (
          <p
            className={cn(
              'text-xs',
              item.status === 'failed' ? 'line-clamp-2 text-destructive' : 'truncate text-muted-foreground',
            )}
          >
            {item.status === 'failed' ? (
              <>
                <span className="font-medium">{t('status.failed')}</span>
                {item.failure && item.failure !== 'failed' && (
                  <> · {t(`reason.${reasonOf(item.name, item.failure)}`)}</>
                )}
              </>
            ) : item.status === 'retrying' ? (
              t('status.retrying', { attempt: item.attempt + 1 })
            ) : (
              t(`status.${item.status}`)
            )}
          </p>
        )}
      </div>
      {rowActions
        .filter(({ offered }) => offered(item))
        .map(({ action, icon: Icon }) => (
          <IconButton
            icon={Icon}
            key={action}
            onClick={() => queue[action](item.id)}
            label={t(action, { name: item.name })}
          />
        ))}
    </li>
  );
}

function StatusIcon({ item }: { item: UploadItem }) {
  switch (item.status) {
    case 'done':
      return <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />;
    case 'failed':
      return <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />;
    case 'cancelled':
      return <CircleSlash className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />;
    case 'queued':
      return <span className="size-4 shrink-0 rounded-full border-2 border-muted-foreground/30" aria-hidden="true" />;
    default:
      return <LoaderCircle className="size-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />;
  }
}
