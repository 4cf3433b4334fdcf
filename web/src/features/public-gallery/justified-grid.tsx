import {
  lazy,
  Suspense,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { computeRowsLayout } from 'react-photo-album';
import { imageSteps, imageUrl } from '@core/domain/images';
import { FadeInImage } from '../../components/fade-in-image';
import { useElementGeometry } from '../../hooks/use-element-geometry';
import type { GridRowsProps, RowsHandle } from './grid-rows';
import type { PublicPhoto } from './public-gallery-api';

/** Row height aimed for and gap, by container width: denser on phones, airier on desktops. */
function rowsFor(width: number): { targetRowHeight: number; spacing: number } {
  if (width < 640) return { targetRowHeight: 150, spacing: 4 };
  if (width < 1024) return { targetRowHeight: 220, spacing: 6 };
  return { targetRowHeight: 300, spacing: 8 };
}

/** Widths a tile may be drawn from; the browser picks by the tile's size and the screen's density. */
function srcSetOf(galleryId: string, filename: string, access: string | undefined): string {
  return [
    `${imageUrl(galleryId, filename, imageSteps.tile, access)} 400w`,
    `${imageUrl(galleryId, filename, 'preview', access)} 800w`,
    `${imageUrl(galleryId, filename, 'fullscreen', access)} 1920w`,
  ].join(', ');
}

export type JustifiedGridHandle = {
  /**
   * Scrolls a photo's row into view if it is not, and focuses its tile (after the lightbox showed
   * another photo: focus returns to the photo last viewed, not to the one first opened).
   */
  reveal: (index: number) => void;
};

/**
 * From this many photos, only the rows near the viewport are kept in the DOM. Below it every row
 * is, and the virtualizer's code is not downloaded: most galleries are a session's few dozen photos.
 */
const VIRTUAL_FROM_PHOTOS = 100;

const VirtualRows = lazy(() => import('./virtual-rows'));

/** Every row in the DOM, for a gallery small enough not to need the virtualizer. */
function AllRows({ heights, top, renderRow, ref }: GridRowsProps) {
  const starts = useMemo(() => {
    const tops = [0];
    for (const height of heights) tops.push((tops.at(-1) ?? 0) + height);
    return tops.slice(0, heights.length);
  }, [heights]);
  const onScreen = (row: number) => {
    const rowTop = top + (starts[row] ?? 0);
    return rowTop < window.scrollY + window.innerHeight && rowTop + (heights[row] ?? 0) > window.scrollY;
  };

  useImperativeHandle(ref, () => ({
    reveal: (row) => {
      if (onScreen(row)) return;
      const middle = top + (starts[row] ?? 0) + (heights[row] ?? 0) / 2;
      window.scrollTo({ top: middle - window.innerHeight / 2 });
    },
  }));

  return starts.map((start, row) => renderRow(row, start, onScreen(row)));
}

type JustifiedGridProps = {
  galleryId: string;
  photos: readonly PublicPhoto[];
  access: string | undefined;
  onOpen: (index: number) => void;
  /** A control drawn over a tile's corner (the client's heart), beside the button that opens it. */
  tileAction?: ((photo: PublicPhoto, index: number) => ReactNode) | undefined;
  ref?: Ref<JustifiedGridHandle>;
};

/**
 * Photos in justified rows (react-photo-album's layout: every row spans the width, photos keep
 * their proportions). Each photo's size is known from its width and height before any image
 * loads, so every tile's space is reserved and nothing moves as images arrive. Only rows near
 * the viewport are in the DOM in a large gallery (./virtual-rows.tsx), so 2,000 photos cost
 * about as much as 20.
 *
 * Before the visitor scrolls, only rows on screen fetch their images: a visitor who opens the
 * gallery and leaves spends nothing on photos they never saw. From the first scroll, the rows
 * prepared just off screen load too, so scrolling stays ahead of the images.
 */
export function JustifiedGrid({ galleryId, photos, access, onOpen, tileAction, ref }: JustifiedGridProps) {
  const { t } = useTranslation('public');
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, top } = useElementGeometry(containerRef);
  const [scrolled, setScrolled] = useState(false);

  const { spacing, targetRowHeight } = rowsFor(width);
  const layout = useMemo(() => {
    if (width <= 0 || photos.length === 0) return [];
    const items = photos.map((photo) => ({
      src: photo.filename,
      width: photo.width,
      height: photo.height,
      key: photo.id,
    }));
    return computeRowsLayout(items, spacing, 0, width, targetRowHeight)?.tracks ?? [];
  }, [photos, width, spacing, targetRowHeight]);

  const heights = useMemo(
    () => layout.map((track) => (track.photos[0]?.height ?? targetRowHeight) + spacing),
    [layout, targetRowHeight, spacing],
  );
  const rowsRef = useRef<RowsHandle>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reveal: (index) => {
        const row = layout.findIndex((track) => track.photos.some((item) => item.index === index));
        if (row < 0) return;
        rowsRef.current?.reveal(row);
        // A row scrolled into view is drawn a frame or two later: wait for its tile to exist.
        const focusTile = (frames: number) => {
          const tile = containerRef.current?.querySelector<HTMLElement>(`[data-photo-index="${index}"]`);
          if (tile) tile.focus({ preventScroll: true });
          else if (frames > 0) requestAnimationFrame(() => focusTile(frames - 1));
        };
        focusTile(10);
      },
    }),
    [layout],
  );

  const renderRow = (row: number, start: number, onScreen: boolean) => {
    const track = layout[row];
    if (!track) return null;
    // The first row loads even below a cover that fills the screen: it is what a scroll shows first.
    const loads = scrolled || onScreen || row === 0;
    return (
      <div
        key={row}
        className="absolute inset-x-0 top-0 flex overflow-hidden"
        style={{ gap: spacing, transform: `translateY(${start}px)` }}
      >
        {track.photos.map(({ photo, index, width: tileWidth, height: tileHeight }) => {
          const shown = photos[index];
          return (
            <div key={photo.key} className="group relative flex-none" style={{ width: tileWidth, height: tileHeight }}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-label={t('gallery.openPhoto', { position: index + 1, total: photos.length })}
                data-testid="public-photo"
                data-photo-index={index}
                className="relative size-full cursor-zoom-in overflow-hidden bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              >
                {loads && (
                  <FadeInImage
                    src={imageUrl(galleryId, photo.src, 'preview', access)}
                    srcSet={srcSetOf(galleryId, photo.src, access)}
                    sizes={`${Math.ceil(tileWidth)}px`}
                    width={photo.width}
                    height={photo.height}
                    loading={row === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                    draggable={false}
                    className="size-full object-cover transition-[opacity,transform] group-hover:scale-[1.02]"
                  />
                )}
              </button>
              {shown && tileAction?.(shown, index)}
            </div>
          );
        })}
      </div>
    );
  };

  const rows = { heights, top, renderRow, ref: rowsRef };
  return (
    <div
      ref={containerRef}
      data-testid="public-photo-grid"
      className="relative w-full"
      style={{ height: heights.reduce((sum, height) => sum + height, 0) - spacing }}
    >
      {photos.length >= VIRTUAL_FROM_PHOTOS ? (
        <Suspense>
          <VirtualRows {...rows} />
        </Suspense>
      ) : (
        <AllRows {...rows} />
      )}
    </div>
  );
}
