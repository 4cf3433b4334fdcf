import {
  closestCenter,
  DndContext,
  DragOverlay,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mutators } from '@core/zero/client-mutators';
import { useElementGeometry } from '../../hooks/use-element-geometry';
import { useCan } from '../../hooks/use-role';
import { useSortableList } from '../../hooks/use-sortable-list';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import { PhotoSelectionBar } from './photo-selection-bar';
import type { Gallery, Photo } from './gallery-types';
import { DeletePhotoDialog, DeletePhotosDialog, MovePhotosDialog, ReplacePhotoDialog } from './lazy-dialogs';
import { PhotoTile, PhotoTileImage } from './photo-tile';
import type { ImageAccessState } from '../../hooks/use-image-access';

const GAP = 8;
const MIN_TILE = 150;
const MIN_COLUMNS = 2;

/** Square tiles as wide as fit, never fewer than two a row. */
function columnsFor(width: number): number {
  return Math.max(MIN_COLUMNS, Math.floor((width + GAP) / (MIN_TILE + GAP)));
}

type PhotoGridProps = {
  galleryId: string;
  photos: readonly Photo[];
  coverPhotoId: Gallery['coverPhotoId'];
  /** Image access for galleries not open to everyone; see use-image-access. */
  access: ImageAccessState;
  /** Who picked each photo clients picked, by name. */
  pickedBy: ReadonlyMap<string, string>;
  /** False while only some photos are shown: an order of those alone would lose the others'. */
  reorderable: boolean;
};

/**
 * The studio's photo grid: drag a photo (mouse, touch, or keyboard: Space, arrows, Space) to
 * reorder; each tile's buttons select it, set the cover, replace its file or delete it, and the
 * selected photos are moved to another gallery or deleted together from a bar at the foot of the
 * screen (deleting is managers'). Only the rows near the viewport are
 * rendered, so galleries of thousands of photos scroll and reorder smoothly; the dragged
 * photo's row stays rendered while it is carried away from it.
 */
export function PhotoGrid({ galleryId, photos, coverPhotoId, access, pickedBy, reorderable }: PhotoGridProps) {
  const mutate = useZeroMutation();
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, top } = useElementGeometry(containerRef);
  const [activeId, setActiveId] = useState<UniqueIdentifier>();
  const [deleting, setDeleting] = useState<Photo>();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [deletingChosen, setDeletingChosen] = useState<readonly string[]>();
  const [movingChosen, setMovingChosen] = useState<readonly string[]>();
  const [replacing, setReplacing] = useState<Photo>();
  const canDelete = useCan('manage');

  const { ids, sensors, accessibility } = useSortableList('galleries', photos, 'filename');
  // In the grid's order; a photo deleted meanwhile (here or on another device) is no longer chosen.
  const selected = useMemo(() => ids.filter((id) => chosen.has(id)), [ids, chosen]);
  const toggleSelected = useCallback(
    (photo: Photo) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(photo.id)) next.add(photo.id);
        return next;
      }),
    [],
  );
  const clearSelection = useCallback(() => setChosen(new Set()), []);
  const columns = columnsFor(width);
  const tile = width > 0 ? (width - GAP * (columns - 1)) / columns : MIN_TILE;
  const rowCount = Math.ceil(photos.length / columns);
  const activeIndex = activeId === undefined ? -1 : ids.indexOf(String(activeId));
  const activeRow = activeIndex < 0 ? -1 : Math.floor(activeIndex / columns);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return activeRow < 0 || rows.includes(activeRow) ? rows : [...rows, activeRow].sort((a, b) => a - b);
    },
    [activeRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => tile + GAP,
    overscan: 2,
    scrollMargin: top,
    rangeExtractor,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, tile]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(undefined);
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    void mutate(mutators.photo.reorder({ galleryId, photoIds: arrayMove(ids, from, to) }));
  };

  const setCover = useCallback(
    (photo: Photo) =>
      void mutate(mutators.gallery.setCover({ id: galleryId, photoId: coverPhotoId === photo.id ? null : photo.id })),
    [mutate, galleryId, coverPhotoId],
  );

  const activePhoto = activeIndex >= 0 ? photos[activeIndex] : undefined;

  return (
    <>
      {selected.length > 0 && (
        <PhotoSelectionBar
          count={selected.length}
          total={ids.length}
          onSelectAll={() => setChosen(new Set(ids))}
          onClear={clearSelection}
          onMove={() => setMovingChosen(selected)}
          onDelete={canDelete ? () => setDeletingChosen(selected) : undefined}
        />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragStart={({ active }: DragStartEvent) => setActiveId(active.id)}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(undefined)}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <div
            ref={containerRef}
            data-testid="photo-grid"
            className="relative w-full"
            style={{ height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((row) => (
              <div
                key={row.key}
                className="absolute inset-x-0 top-0 grid"
                style={{
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                  gap: GAP,
                  height: tile,
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                {photos.slice(row.index * columns, (row.index + 1) * columns).map((photo, column) => (
                  <PhotoTile
                    key={photo.id}
                    photo={photo}
                    galleryId={galleryId}
                    access={access}
                    position={row.index * columns + column + 1}
                    total={photos.length}
                    isCover={photo.id === coverPhotoId}
                    pickedBy={pickedBy.get(photo.id)}
                    reorderable={reorderable}
                    isSelected={chosen.has(photo.id)}
                    selecting={selected.length > 0}
                    tileSize={tile}
                    onToggleSelected={toggleSelected}
                    onSetCover={setCover}
                    onReplace={setReplacing}
                    onDelete={canDelete ? setDeleting : undefined}
                  />
                ))}
              </div>
            ))}
          </div>
        </SortableContext>
        <DragOverlay>
          {activePhoto && (
            <div className="size-full cursor-grabbing overflow-hidden rounded-lg shadow-2xl ring-2 ring-ring">
              <PhotoTileImage photo={activePhoto} galleryId={galleryId} access={access} tileSize={tile} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <DeletePhotoDialog subject={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
      <DeletePhotosDialog
        subject={deletingChosen}
        onOpenChange={(open) => !open && setDeletingChosen(undefined)}
        onDeleted={clearSelection}
      />
      <MovePhotosDialog
        galleryId={galleryId}
        subject={movingChosen}
        onOpenChange={(open) => !open && setMovingChosen(undefined)}
        onMoved={clearSelection}
      />
      <ReplacePhotoDialog
        galleryId={galleryId}
        subject={replacing}
        onOpenChange={(open) => !open && setReplacing(undefined)}
      />
    </>
  );
}
