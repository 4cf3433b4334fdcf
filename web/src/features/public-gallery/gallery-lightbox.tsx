import { ShoppingBag } from 'lucide-react';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { useLightboxState, type ControllerRef, type Plugin, type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Download from 'yet-another-react-lightbox/plugins/download';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/styles.css';
import { imageUrl } from '@core/domain/images';
import type { PublicPhoto } from './public-gallery-api';
import { SelectionPanel } from './selection-panel';
import type { SelectionView } from './use-selection';

type GalleryLightboxProps = {
  galleryId: string;
  photos: readonly PublicPhoto[];
  access: string | undefined;
  index: number;
  /** Downloads the photo (asking the client how first); absent where the photographer allows no downloads. */
  onDownload?: (photo: PublicPhoto) => void;
  /** Opens the shop on the photo shown; absent where the gallery sells nothing. */
  onBuy?: ((photo: PublicPhoto) => void) | undefined;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The client's choices, shown at the foot of each photo; absent where there are none to make. */
  selection?: SelectionView | undefined;
  /** The lightbox's controls, for giving it the keyboard back after a dialog over it closes. */
  controllerRef?: Ref<ControllerRef>;
};

/**
 * One photo at a time, full screen: arrows and swipes move through the gallery, Escape closes,
 * pinch or the zoom buttons zoom, and the download button appears only where the photographer
 * allows downloads, the buy button where the gallery sells. The client's lists and comment for the
 * photo sit at its foot. Loaded on first open, so the grid's page stays light.
 */
export default function GalleryLightbox({
  galleryId,
  photos,
  access,
  index,
  onDownload,
  onBuy,
  onIndexChange,
  onClose,
  selection,
  controllerRef,
}: GalleryLightboxProps) {
  const { t } = useTranslation('public');

  const slides = useMemo<Slide[]>(
    () =>
      photos.map((photo, position) => {
        const ratio = photo.height / photo.width;
        const fullscreen = imageUrl(galleryId, photo.filename, 'fullscreen', access);
        return {
          src: fullscreen,
          alt: t('lightbox.photo', { position: position + 1, total: photos.length }),
          width: photo.width,
          height: photo.height,
          srcSet: [
            {
              src: imageUrl(galleryId, photo.filename, 'preview', access),
              width: 800,
              height: Math.round(800 * ratio),
            },
            { src: fullscreen, width: 1920, height: Math.round(1920 * ratio) },
          ],
        };
      }),
    [photos, galleryId, access, t],
  );

  const plugins: Plugin[] = onDownload ? [Counter, Zoom, Download] : [Counter, Zoom];
  const photoId = photos[index]?.id;

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={plugins}
      on={{ view: ({ index: viewed }) => onIndexChange(viewed) }}
      carousel={{ finite: false, preload: 2 }}
      toolbar={{
        buttons: onBuy
          ? [<BuyButton key="buy" label={t('lightbox.buy')} onBuy={(at) => photos[at] && onBuy(photos[at])} />, 'close']
          : ['close'],
      }}
      controller={{ ref: controllerRef, closeOnBackdropClick: true, closeOnPullDown: true }}
      zoom={{ maxZoomPixelRatio: 2 }}
      // The photo's size, and the PIN where one is set, are asked in the page's download dialog.
      download={{
        download: ({ slide }) => {
          const photo = photos[slides.indexOf(slide)];
          if (photo) onDownload?.(photo);
        },
      }}
      render={{
        controls: () =>
          selection && photoId !== undefined ? <SelectionPanel selection={selection} photoId={photoId} /> : null,
      }}
      // Under the page's dialogs (z-50), so the one asking a visitor's name shows above it.
      styles={{ root: { '--yarl__portal_zindex': 40 } }}
      labels={{
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        Download: t('lightbox.download'),
        'Zoom in': t('lightbox.zoomIn'),
        'Zoom out': t('lightbox.zoomOut'),
        Slide: t('lightbox.slide'),
        Carousel: t('lightbox.carousel'),
        Lightbox: t('lightbox.label'),
        'Photo gallery': t('lightbox.label'),
        '{index} of {total}': t('lightbox.counter'),
      }}
      className="studio-lightbox"
    />
  );
}

/** The toolbar's button that opens the shop on the photo shown. */
function BuyButton({ label, onBuy }: { label: string; onBuy: (index: number) => void }) {
  const { currentIndex } = useLightboxState();
  return (
    <button type="button" className="yarl__button" aria-label={label} title={label} onClick={() => onBuy(currentIndex)}>
      <ShoppingBag className="yarl__icon" aria-hidden="true" />
    </button>
  );
}
