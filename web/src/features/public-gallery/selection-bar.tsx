import { CheckCircle2, Lock, Send } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES } from '@core/domain/selection';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { ListLabel, SelectionNotice } from './selection-toggle';
import type { SelectionState, SelectionView } from './use-selection';

// Asked only when the client sends: loaded then, so the gallery's first screen stays light.
const SelectionSendDialog = lazy(() => import('./selection-send-dialog'));

const filterClasses =
  'rounded-full aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90 aria-pressed:hover:text-primary-foreground';

type SelectionFilterProps = {
  view: SelectionView;
  total: number;
  /** The list shown, or undefined for every photo. */
  filter: string | undefined;
  onFilter: (listId: string | undefined) => void;
};

/** Which photos the grid shows: all of them, or one list's (the client's favourites first). */
export function SelectionFilter({ view, total, filter, onFilter }: SelectionFilterProps) {
  const { t } = useTranslation('public');
  return (
    <div
      role="group"
      aria-label={t('selection.show')}
      className="flex flex-wrap items-center justify-center gap-2 px-3"
      data-testid="selection-filter"
    >
      <Button
        variant="outline"
        size="sm"
        aria-pressed={filter === undefined}
        onClick={() => onFilter(undefined)}
        className={filterClasses}
      >
        <span aria-hidden="true" className="inline-flex items-center gap-[inherit]">
          {t('selection.all')}
          <span className="font-normal tabular-nums">{total}</span>
        </span>
        <span className="sr-only">{t('selection.allPhotos', { count: total })}</span>
      </Button>
      {view.lists.map((list) => (
        <Button
          key={list.id}
          variant="outline"
          size="sm"
          aria-pressed={filter === list.id}
          onClick={() => onFilter(list.id)}
          className={filterClasses}
        >
          <ListLabel list={list} />
        </Button>
      ))}
    </div>
  );
}

/** Said when a list shown has no photos yet. */
export function SelectionFilterEmpty({ favourites }: { favourites: boolean }) {
  const { t } = useTranslation('public');
  return (
    <p className="py-16 text-center text-muted-foreground" data-testid="selection-filter-empty">
      {favourites ? t('selection.noFavourites') : t('selection.emptyList')}
    </p>
  );
}

/** The selection could not be loaded: said above the photos, with a way to try again. */
export function SelectionRetry({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('public');
  return (
    <p className="flex flex-wrap items-center justify-center gap-2 px-3 text-sm text-muted-foreground">
      {t('selection.unavailable')}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('selection.retry')}
      </Button>
    </p>
  );
}

type SelectionBarProps = { selection: SelectionState; view: SelectionView; studio: string };

/**
 * At the foot of the screen while the client chooses: how many photos are in each list (of how
 * many the package includes, and what the extras beyond it cost), the last refusal, and the
 * button that finishes the selection (after asking). Once finished it says when, locked until the
 * photographer reopens it.
 */
export function SelectionBar({ selection, view, studio }: SelectionBarProps) {
  const { t } = useTranslation('public');
  const [confirming, setConfirming] = useState(false);
  const chosen = selection.chosen.size;
  const { sentAt, lockedAt, package: included } = selection;
  // Paying an order for extras finishes a selection too, without it being sent from here.
  const told = sentAt !== null || lockedAt !== null;
  if (chosen === 0 && !told && !view.notice) return null;
  const named = view.lists.filter((list) => list.id !== FAVOURITES);
  const favourites = view.lists.find((list) => list.id === FAVOURITES)?.count ?? 0;

  return (
    <div className="sticky bottom-2 z-20 mx-auto w-full max-w-3xl px-1 sm:bottom-4" data-testid="selection-bar">
      <div className="grid gap-2 rounded-xl border bg-background p-3 shadow-lg sm:px-4">
        {view.notice && <SelectionNotice notice={view.notice} onDismiss={view.dismissNotice} />}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <p className="text-sm" data-testid="selection-counts">
              <span className="font-medium">
                {included
                  ? t('selection.ofIncluded', { count: included.chosen, included: included.included })
                  : t('selection.chosen', { count: chosen })}
              </span>
              {[
                ...(included ? [] : [t('selection.favouritesCount', { count: favourites })]),
                ...named.map((list) =>
                  list.max === null
                    ? `${list.name} ${list.count}`
                    : `${list.name} ${t('selection.countOfMax', { count: list.count, max: list.max })}`,
                ),
              ].map((part) => (
                <span key={part} className="text-muted-foreground">
                  {' · '}
                  {part}
                </span>
              ))}
            </p>
            {included && included.extras > 0 && included.extrasTotal !== null && (
              <p className="text-sm font-medium" data-testid="selection-extras">
                {t('selection.extras', { count: included.extras, total: included.extrasTotal })}
              </p>
            )}
            <p
              role="status"
              className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', !told && 'sr-only')}
              data-testid="selection-sent"
            >
              {told && (
                <>
                  {lockedAt !== null ? (
                    <Lock className="size-3.5 text-success" aria-hidden="true" />
                  ) : (
                    <CheckCircle2 className="size-3.5 text-success" aria-hidden="true" />
                  )}
                  {lockedAt !== null
                    ? t('selection.finished', { date: new Date(lockedAt), studio })
                    : t('selection.reopened', { studio })}
                </>
              )}
            </p>
          </div>
          {lockedAt === null && (
            <Button variant="brand" onClick={() => setConfirming(true)} disabled={chosen === 0}>
              <Send aria-hidden="true" />
              {t('selection.finish')}
            </Button>
          )}
        </div>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <SelectionSendDialog
            onClose={() => setConfirming(false)}
            studio={studio}
            count={chosen}
            onSend={selection.send}
          />
        </Suspense>
      )}
    </div>
  );
}
