import { Heart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES } from '@core/domain/selection';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import type { SelectionListView, SelectionView } from './use-selection';

type FavouriteToggleProps = {
  selection: SelectionView;
  photoId: string;
  position: number;
  total: number;
};

/**
 * The heart on a grid tile. Always there on a touch screen; with a mouse it shows on hover and
 * focus, and stays once the photo is a favourite.
 */
export function FavouriteToggle({ selection, photoId, position, total }: FavouriteToggleProps) {
  const { t } = useTranslation('public');
  const pressed = selection.inList(photoId, FAVOURITES);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('selection.favouritePhoto', { position, total })}
      onClick={() => selection.toggle(photoId, FAVOURITES)}
      data-testid="favourite-toggle"
      className={cn(
        'absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-black/55 text-white shadow-sm backdrop-blur-sm transition-[opacity,background-color] outline-none hover:bg-black/70 focus-visible:ring-[3px] focus-visible:ring-ring sm:top-2 sm:right-2 sm:size-9',
        'aria-pressed:bg-brand aria-pressed:text-brand-foreground aria-pressed:hover:bg-brand/90',
        'pointer-fine:opacity-0 pointer-fine:group-hover:opacity-100 pointer-fine:focus-visible:opacity-100 pointer-fine:aria-pressed:opacity-100',
      )}
    >
      <Heart className={cn('size-4', pressed && 'fill-current')} aria-hidden="true" />
    </button>
  );
}

type ListToggleProps = {
  list: SelectionListView;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
};

/**
 * A list's name and count as the buttons show them ("Album 2 / 20"), read out in words ("Album:
 * 2 of 20 photos"): the words are the button's name, so no label differs from what is seen.
 */
export function ListLabel({ list, heart }: { list: SelectionListView; heart?: boolean }) {
  const { t } = useTranslation('public');
  return (
    <>
      <span aria-hidden="true" className="inline-flex items-center gap-[inherit]">
        {list.id === FAVOURITES && <Heart className={cn(heart && 'fill-current')} />}
        {list.name}
        <span className="font-normal tabular-nums">
          {list.max === null ? list.count : t('selection.countOfMax', { count: list.count, max: list.max })}
        </span>
      </span>
      <span className="sr-only">
        {list.max === null
          ? t('selection.listToggle', { list: list.name, count: list.count })
          : t('selection.listToggleMax', { list: list.name, count: list.count, max: list.max })}
      </span>
    </>
  );
}

/** A list's button in the lightbox: its name (with a heart for Favourites) and how many photos it holds. */
export function ListToggle({ list, pressed, onToggle, className }: ListToggleProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-pressed={pressed}
      onClick={onToggle}
      data-testid={`list-toggle-${list.id}`}
      className={cn(
        'rounded-full aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-foreground aria-pressed:hover:bg-brand/90 aria-pressed:hover:text-brand-foreground',
        className,
      )}
    >
      <ListLabel list={list} heart={pressed} />
    </Button>
  );
}

/** What went wrong with the last change (a full list, a lost connection), until dismissed. */
export function SelectionNotice({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  const { t } = useTranslation('public');
  return (
    <div role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive">
      <p className="flex-1 pt-1">{notice}</p>
      <IconButton icon={X} label={t('selection.dismiss')} onClick={onDismiss} className="text-foreground" />
    </div>
  );
}
