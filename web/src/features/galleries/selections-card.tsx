import { Copy, FileDown, Heart, Images, ListChecks, LockOpen, MessageSquare } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { lightroomFilter } from '@core/domain/selection';
import { EmptyState } from '../../components/empty-state';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { cn } from '../../lib/utils';
import type { Gallery, GalleryInvite, Photo } from './gallery-types';
import { pickedPhotosSearch } from './picked-filter';
import { clientLabel, selectionsCsv, type ChosenPhoto, type ListSelection } from './selection-summary';
import { useClientSelections, type GallerySelection as Selection } from './use-client-selections';
import { downloadCsv } from '../../lib/download-csv';
import { ReopenSelectionDialog } from './reopen-selection-dialog';

type SelectionsCardProps = {
  gallery: Gallery;
  photos: readonly Photo[];
  invites: readonly GalleryInvite[];
};

/** A file name's stem from free text ("Núria & Pau — Wedding" → "Núria-Pau-Wedding"). */
function fileStem(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
}

/** What each client chose in the gallery: their lists, counts and comments, for Lightroom and as CSV. */
export function SelectionsCard({ gallery, photos, invites }: SelectionsCardProps) {
  const { t } = useTranslation('galleries');
  const { selections, loading } = useClientSelections(gallery, photos, invites);

  const exportCsv = (chosen: readonly Selection[], name: string) => {
    const text = selectionsCsv(chosen, {
      header: (column) => t(`selections.columns.${column}`),
      favourites: t('selections.favourites'),
    });
    downloadCsv(`${[fileStem(name), t('selections.file')].filter(Boolean).join('-')}.csv`, text);
  };

  return (
    <Card data-testid="selections">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('selections.title')}</CardTitle>
          <CardDescription>{t('selections.description')}</CardDescription>
        </div>
        {selections.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => exportCsv(selections, gallery.name)}>
            <FileDown aria-hidden="true" />
            {t('selections.exportAll')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {loading ? (
          <LoadingPlaceholder className="grid gap-3">
            <Skeleton className="h-24 w-full" />
          </LoadingPlaceholder>
        ) : selections.length === 0 ? (
          <EmptyState
            icon={Heart}
            testId="selections-empty"
            className="py-10"
            texts={{ title: t('selections.emptyTitle'), description: t('selections.emptyDescription') }}
          />
        ) : (
          <ul className="grid gap-4">
            {selections.map((selection) => (
              <ClientSelectionItem
                key={selection.client.id}
                selection={selection}
                onExport={() => exportCsv([selection], `${gallery.name} ${clientLabel(selection.client)}`)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ClientSelectionItem({ selection, onExport }: { selection: Selection; onExport: () => void }) {
  const { t } = useTranslation('galleries');
  const { date } = useStudioFormat();
  const titleId = useId();
  const [reopening, setReopening] = useState<typeof client>();
  const { client, lists, otherComments } = selection;
  const label = clientLabel(client);
  return (
    <li
      className="grid gap-4 rounded-lg border p-4"
      aria-labelledby={titleId}
      data-testid="selection-client"
      data-invite-id={client.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="truncate font-medium">
            {label}
          </h3>
          {label !== client.email && <p className="truncate text-sm text-muted-foreground">{client.email}</p>}
          <p className="text-xs" data-testid="selection-sent">
            {client.selectionLockedAt ? (
              <Badge variant="success">
                {t('selections.finished', { date: date(client.selectionLockedAt, 'dateTime') })}
              </Badge>
            ) : client.selectionSentAt ? (
              <span className="text-muted-foreground">
                {t('selections.reopenedSince', { date: date(client.selectionSentAt, 'dateTime') })}
              </span>
            ) : (
              <span className="text-muted-foreground">{t('selections.notSent')}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {client.selectionLockedAt && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setReopening(client)}
              aria-label={t('selections.reopenFor', { name: label })}
            >
              <LockOpen aria-hidden="true" />
              {t('selections.reopen')}
            </Button>
          )}
          <Button asChild variant="outline" size="sm">
            <Link to={{ search: pickedPhotosSearch(client.id) }} aria-label={t('selections.showFor', { name: label })}>
              <Images aria-hidden="true" />
              {t('selections.show')}
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={onExport}
            aria-label={t('selections.exportFor', { name: label })}
          >
            <FileDown aria-hidden="true" />
            {t('selections.export')}
          </Button>
        </div>
      </div>
      <ul className="grid gap-3">
        {lists.map((list) => (
          <ListSummary key={list.id} list={list} />
        ))}
      </ul>
      {otherComments.length > 0 && (
        <div className="grid gap-2" data-testid="selection-other-comments">
          <p className="text-sm font-medium">{t('selections.otherComments')}</p>
          <Comments photos={otherComments} />
        </div>
      )}
      <ReopenSelectionDialog subject={reopening} onOpenChange={() => setReopening(undefined)} label={label} />
    </li>
  );
}

function ListSummary({ list }: { list: ListSelection<Photo> }) {
  const { t } = useTranslation('galleries');
  const name = list.name ?? t('selections.favourites');
  const count = list.photos.length;
  const over = list.max !== null && count > list.max;
  const commented = list.photos.filter((chosen) => chosen.comment);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lightroomFilter(list.photos.map((chosen) => chosen.photo.filename)));
      toast.success(t('selections.copied', { count, list: name }));
    } catch {
      toast.error(t('selections.copyFailed'));
    }
  };

  return (
    <li className="grid gap-2 rounded-md bg-muted/40 p-3" data-testid="selection-list" data-list-id={list.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm">
          {list.name === undefined ? (
            <Heart className="size-4 text-muted-foreground" aria-hidden="true" />
          ) : (
            <ListChecks className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
          <span className="font-medium">{name}</span>
          <span
            className={cn('tabular-nums', over ? 'font-medium text-destructive' : 'text-muted-foreground')}
            data-testid="selection-count"
          >
            {list.max === null
              ? t('selections.count', { count })
              : t('selections.countOfMax', { chosen: count, max: list.max })}
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={count === 0}
          onClick={() => void copy()}
          aria-label={t('selections.copyFor', { list: name })}
        >
          <Copy aria-hidden="true" />
          {t('selections.copy')}
        </Button>
      </div>
      {over && <p className="text-xs text-destructive">{t('selections.overMax', { max: list.max })}</p>}
      {commented.length > 0 && <Comments photos={commented} />}
    </li>
  );
}

function Comments({ photos }: { photos: readonly ChosenPhoto<Photo>[] }) {
  const { t } = useTranslation('galleries');
  return (
    <ul className="grid gap-1.5" aria-label={t('selections.comments')}>
      {photos.map(({ photo, comment }) => (
        <li key={photo.id} className="flex gap-2 text-sm" data-testid="selection-comment">
          <MessageSquare className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0">
            <span className="font-medium break-all">{photo.filename}</span>
            <span className="text-muted-foreground"> — </span>
            <span className="break-words whitespace-pre-line">{comment}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
