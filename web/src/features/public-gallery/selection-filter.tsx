import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ListLabel } from './selection-toggle';
import type { SelectionView } from './use-selection';

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
