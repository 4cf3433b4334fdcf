import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check, FileUp, Heart, Star, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@core/domain/images';
import { FadeInImage } from '../../components/fade-in-image';
import { IconButton } from '../../components/icon-button';
import { cn } from '../../lib/utils';
import type { Photo } from './gallery-types';
import type { ImageAccessState } from '../../hooks/use-image-access';

type ImageProps = { photo: Photo; galleryId: string; access: ImageAccessState; tileSize: number };

/** The square crop of a photo: the thumbnail preset, or the preview where tiles are large or screens dense. */
export function PhotoTileImage({ photo, galleryId, access: { ready, access }, tileSize }: ImageProps) {
  // Without its access token yet the image would be refused: keep the placeholder until then.
  if (!ready) return null;
  const thumbnail = imageUrl(galleryId, photo.filename, 'thumbnail', access);
  return (
    <FadeInImage
      src={thumbnail}
      srcSet={`${thumbnail} 200w, ${imageUrl(galleryId, photo.filename, 'preview', access)} 800w`}
      sizes={`${Math.ceil(tileSize)}px`}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="size-full object-cover"
    />
  );
}

const badgeClasses =
  'inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white';
const actionClasses = 'size-7 rounded-full bg-background/90 shadow-sm hover:bg-background';

type PhotoTileProps = ImageProps & {
  position: number;
  total: number;
  isCover: boolean;
  /** The clients who picked this photo, by name; none when nobody did. */
  pickedBy: string | undefined;
  reorderable: boolean;
  isSelected: boolean;
  /** Some photo is selected: every tile shows its buttons, so more can be picked without hovering. */
  selecting: boolean;
  onToggleSelected: (photo: Photo) => void;
  onSetCover: (photo: Photo) => void;
  onReplace: (photo: Photo) => void;
  /** Absent for someone who may not delete photos. */
  onDelete: ((photo: Photo) => void) | undefined;
};

/**
 * One photo of the grid. The sortable wrapper re-renders whenever dnd-kit's context changes
 * (every tile registering as rows scroll into view); what it draws is memoized apart, so that
 * costs little.
 */
export function PhotoTile(props: PhotoTileProps) {
  const { t } = useTranslation('galleries');
  const { photo, position, total, isCover, isSelected, pickedBy, reorderable } = props;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: !reorderable,
  });

  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={
        pickedBy === undefined
          ? t('photos.tileLabel', { name: photo.filename, position, total })
          : t('photos.tileLabelPicked', { name: photo.filename, position, total, names: pickedBy })
      }
      aria-roledescription={t('reorder.roleDescription')}
      data-testid="photo-tile"
      data-photo-id={photo.id}
      data-cover={isCover || undefined}
      data-picked={pickedBy !== undefined || undefined}
      data-selected={isSelected || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group relative touch-manipulation overflow-hidden rounded-lg bg-muted outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring',
        reorderable && 'cursor-grab',
        isDragging && 'opacity-30',
        isSelected && 'ring-[3px] ring-primary',
      )}
    >
      <TileFace {...props} />
    </div>
  );
}

const TileFace = memo(function TileFace({
  photo,
  galleryId,
  access,
  tileSize,
  isCover,
  pickedBy,
  isSelected,
  selecting,
  onToggleSelected,
  onSetCover,
  onReplace,
  onDelete,
}: PhotoTileProps) {
  const { t } = useTranslation('galleries');
  return (
    <>
      <PhotoTileImage photo={photo} galleryId={galleryId} access={access} tileSize={tileSize} />
      <p className="pointer-events-none absolute inset-x-0 bottom-0 truncate bg-gradient-to-t from-black/60 to-transparent px-2 pt-6 pb-1.5 text-xs text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
        {photo.filename}
      </p>
      <div className="pointer-events-none absolute top-2 left-2 flex flex-col items-start gap-1">
        {isCover && (
          <span className={badgeClasses}>
            <Star className="size-3 fill-current" aria-hidden="true" />
            {t('photos.cover')}
          </span>
        )}
        {pickedBy !== undefined && (
          <span className={badgeClasses} data-testid="photo-picked">
            <Heart className="size-3 fill-current" aria-hidden="true" />
            {t('photos.picked')}
          </span>
        )}
      </div>
      {/* Plain buttons rather than a menu per tile: hundreds of tiles mount while scrolling.
          Keys pressed on them act on the button, not as a keyboard drag of the tile. */}
      <div
        className={cn(
          'absolute top-1.5 right-1.5 flex gap-1 opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100 [@media(hover:none)]:opacity-100',
          selecting && 'opacity-100',
        )}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <IconButton
          icon={Check}
          variant="secondary"
          className={cn(actionClasses, isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90')}
          label={t('photos.select', { name: photo.filename })}
          aria-pressed={isSelected}
          data-testid="photo-select"
          onClick={() => onToggleSelected(photo)}
        />
        <IconButton
          icon={Star}
          iconClassName={cn(isCover && 'fill-current')}
          variant="secondary"
          className={cn(actionClasses, isCover && 'text-warning hover:text-warning')}
          label={
            isCover ? t('photos.removeCover', { name: photo.filename }) : t('photos.setCover', { name: photo.filename })
          }
          aria-pressed={isCover}
          onClick={() => onSetCover(photo)}
        />
        <IconButton
          icon={FileUp}
          variant="secondary"
          className={actionClasses}
          label={t('replacePhoto.open', { name: photo.filename })}
          data-testid="photo-replace"
          onClick={() => onReplace(photo)}
        />
        {onDelete && (
          <IconButton
            icon={Trash2}
            variant="secondary"
            className={cn(actionClasses, 'hover:text-destructive')}
            label={t('photos.delete', { name: photo.filename })}
            onClick={() => onDelete(photo)}
          />
        )}
      </div>
    </>
  );
});
