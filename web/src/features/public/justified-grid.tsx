import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { computeRowsLayout } from 'react-photo-album';
import { imageSteps, imageUrl } from '@core/domain/images';
import { FadeInImage } from '../../components/fade-in-image';
import { useElementGeometry } from '../../hooks/use-element-geometry';
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
  /** Scrolls a photo's row into view if it is not (after the lightbox showed another photo). */
  reveal: (index: number) => void;
};

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
 * the viewport are in the DOM (TanStack Virtual over the window), so 2,000 photos cost about
 * as much as 20.
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

  const virtualizer = useWindowVirtualizer({
    count: layout.length,
    estimateSize: (index) => (layout[index]?.photos[0]?.height ?? targetRowHeight) + spacing,
    overscan: 2,
    scrollMargin: top,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, layout]);

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
        const range = virtualizer.range;
        if (row >= 0 && (!range || row <= range.startIndex || row >= range.endIndex)) {
          virtualizer.scrollToIndex(row, { align: 'center' });
        }
      },
    }),
    [layout, virtualizer],
  );

  const range = virtualizer.range;
  const onScreen = (row: number) => range !== null && row >= range.startIndex && row <= range.endIndex;

  return (
    <div
      ref={containerRef}
      data-testid="public-photo-grid"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() - spacing }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const track = layout[row.index];
        if (!track) return null;
        const loads = scrolled || onScreen(row.index);
        return (
          <div
            key={row.key}
            className="absolute inset-x-0 top-0 flex overflow-hidden"
            style={{ gap: spacing, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {track.photos.map(({ photo, index, width: tileWidth, height: tileHeight }) => {
              const shown = photos[index];
              return (
                <div
                  key={photo.key}
                  className="group relative flex-none"
                  style={{ width: tileWidth, height: tileHeight }}
                >
                  <button
                    type="button"
                    onClick={() => onOpen(index)}
                    aria-label={t('gallery.openPhoto', { position: index + 1, total: photos.length })}
                    data-testid="public-photo"
                    className="relative size-full cursor-zoom-in overflow-hidden bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                  >
                    {loads && (
                      <FadeInImage
                        src={imageUrl(galleryId, photo.src, 'preview', access)}
                        srcSet={srcSetOf(galleryId, photo.src, access)}
                        sizes={`${Math.ceil(tileWidth)}px`}
                        width={photo.width}
                        height={photo.height}
                        loading={row.index === 0 ? 'eager' : 'lazy'}
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
      })}
    </div>
  );
}
