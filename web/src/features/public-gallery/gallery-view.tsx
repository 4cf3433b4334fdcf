// A gallery as its clients see it, whoever draws the page around it: the app's router
// (./public-gallery-page.tsx) or the History API.
import { ArrowDown, Download } from 'lucide-react';
import { lazy, Suspense, useContext, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControllerRef } from 'yet-another-react-lightbox';
import { imageSteps, imageUrl } from '@core/domain/images';
import { FAVOURITES } from '@core/domain/selection';
import { Button } from '../../components/ui/button';
import { useFirstUse } from '../../hooks/use-first-use';
import { useHydrated } from '../../hooks/use-hydrated';
import { GalleryShopContext, type GalleryShopProps, type ShopView } from '../../components/public/gallery-shop';
import type { GalleryAddress } from './gallery-address';
import { JustifiedGrid, type JustifiedGridHandle } from './justified-grid';
import type { PublicGallery, PublicPhoto } from './public-gallery-api';
import { SelectionFilter, SelectionFilterEmpty, SelectionRetry } from './selection-filter';
import { FavouriteToggle } from './selection-toggle';
import { useSelection } from './use-selection';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));
const SelectionVisitorDialog = lazy(() => import('./selection-visitor-dialog'));
const DownloadDialog = lazy(() => import('./download-dialog'));
// Once the client has chosen something (or finished, or been refused): a first visit has not.
const SelectionBar = lazy(() => import('./selection-bar'));
// For a client of a gallery that sells, once they reach for the page: the shop's buttons (the shop
// itself loads when opened).
const ShopActions = lazy(() => import('./shop-actions'));

/**
 * A download the client is choosing: the whole gallery or a list, or one photo; full size only
 * for what they bought.
 */
type DownloadAsk = { access: string; photo?: PublicPhoto | undefined; purchased?: boolean };

/** The hero and the first screen share these sizes, loading or not, so nothing jumps. */
export const heroClasses = 'relative h-[62svh] max-h-[760px] min-h-80 w-full overflow-hidden sm:h-[70svh]';

/** The cover spans the screen: the presets, and a step between them for laptop screens. */
function coverSrcSet(galleryId: string, filename: string, access: string | undefined): string {
  return [
    `${imageUrl(galleryId, filename, 'preview', access)} 800w`,
    `${imageUrl(galleryId, filename, imageSteps.cover, access)} 1200w`,
    `${imageUrl(galleryId, filename, 'fullscreen', access)} 1920w`,
  ].join(', ');
}

type GalleryViewProps = {
  data: PublicGallery;
  /** The invite's token this device holds for the gallery, if any. */
  access: string | undefined;
  address: GalleryAddress;
};

/** A gallery a client may see: its cover, its photos, their selection and downloads. */
export function GalleryView({ data, access, address }: GalleryViewProps) {
  const { t } = useTranslation('public');
  const { studio, gallery, photos } = data;
  const gridRef = useRef<JustifiedGridHandle>(null);
  const lightboxRef = useRef<ControllerRef>(null);
  const photosRef = useRef<HTMLElement>(null);
  const selection = useSelection({
    slug: studio.slug,
    galleryId: gallery.id,
    galleryAccess: data.access,
    deviceAccess: access,
  });
  // What this device knows (its client, their choices) waits for React to take over a page its
  // server drew, so the first render matches the server's; the expiry date is on the client's clock.
  const hydrated = useHydrated();
  const view = hydrated ? selection.view : undefined;
  const selectionLoading = !hydrated || selection.loading;
  // A public gallery's images need no token; an invite's carry the one its answer renewed.
  const imageAccess = data.access ?? undefined;
  const { shown, filter, setFilter, holdWhileOpen, release } = useShownPhotos(photos, view, address.photoId);
  const { lightboxIndex, openPhoto, showPhoto, closeLightbox } = useLightbox(shown, address);
  const cover = photos.find((photo) => photo.id === gallery.coverPhotoId) ?? photos[0];
  const [downloadAsk, setDownloadAsk] = useState<DownloadAsk>();
  const [acceptedPin, setAcceptedPin] = useState<string>();
  // Downloads are a client's: a photographer looking at their own gallery gets no selection, and none.
  // What the client's unlocks give them (their package, what they bought) adds to the gallery's own sizes.
  const downloadSizes = [...new Set([...gallery.downloads.sizes, ...selection.unlockedSizes])];
  const downloads = downloadSizes.length > 0 && photos.length > 0 && view !== undefined;
  const askDownload = (photo?: PublicPhoto) =>
    selection.withClient((access) => setDownloadAsk(photo ? { access, photo } : { access }));
  const Shop = useContext(GalleryShopContext);
  const [shopView, setShopView] = useState<ShopView>();
  const shopAccess = Shop ? selection.access : undefined;
  const sells = shopAccess !== undefined && gallery.sells;
  // The shop's buttons come once the client reaches for the page (points, touches, scrolls or
  // types), so a returning client's first screen stays within its budget until they act. Their
  // room is kept from the start for a client (or one whose selection is on its way), so the
  // photos do not move under the finger that brings them.
  const shopActions = useFirstUse() && sells;
  const shopRoom = Shop !== undefined && gallery.sells && hydrated && (selection.loading || sells);
  // Back from the payment page, the order shows until the client goes elsewhere in the shop or closes it.
  const { orderId, clearOrder } = address;
  const shopShown = shopView ?? (orderId === null ? undefined : { kind: 'order' as const, orderId });

  return (
    <>
      <section className={`${heroClasses} bg-muted`} data-testid="gallery-hero">
        {cover && (
          <img
            src={imageUrl(gallery.id, cover.filename, 'fullscreen', imageAccess)}
            srcSet={coverSrcSet(gallery.id, cover.filename, imageAccess)}
            sizes="100vw"
            alt=""
            fetchPriority="high"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-black/5" aria-hidden="true" />
        <div className="absolute inset-x-0 bottom-0 mx-auto flex max-w-[1600px] flex-col items-start gap-3 px-5 pb-10 text-white sm:px-8 sm:pb-14">
          <p className="text-xs font-medium tracking-[0.25em] uppercase opacity-85">{studio.name}</p>
          <h1
            className="max-w-4xl font-display text-4xl leading-tight font-medium text-balance sm:text-6xl"
            data-testid="public-gallery-name"
          >
            {gallery.name}
          </h1>
          <p className="text-sm opacity-85">
            {t('gallery.photos', { count: photos.length })}
            {hydrated && gallery.expiresAt > 0 && (
              <> · {t('gallery.availableUntil', { date: new Date(gallery.expiresAt) })}</>
            )}
          </p>
          {photos.length > 0 && (
            <Button
              variant="brand"
              size="lg"
              className="mt-2 rounded-full"
              onClick={() => photosRef.current?.scrollIntoView({ behavior: 'smooth' })}
            >
              {t('gallery.viewPhotos')}
              <ArrowDown aria-hidden="true" />
            </Button>
          )}
        </div>
      </section>

      <section
        ref={photosRef}
        aria-label={t('gallery.photosLabel')}
        className="mx-auto grid w-full max-w-[1600px] scroll-mt-16 gap-6 px-1.5 py-6 sm:gap-8 sm:px-4 sm:py-10"
      >
        {(gallery.description || downloads || shopRoom) && (
          <div className="mx-auto grid max-w-2xl gap-3 px-3 text-center">
            {gallery.description && (
              <p className="text-base leading-relaxed whitespace-pre-line text-muted-foreground sm:text-lg">
                {gallery.description}
              </p>
            )}
            {downloads && (
              <div>
                <Button variant="outline" className="rounded-full" onClick={() => askDownload()}>
                  <Download aria-hidden="true" />
                  {t('download.open')}
                </Button>
              </div>
            )}
            {shopRoom && (
              <div className="min-h-9">
                {shopActions && (
                  <Suspense fallback={null}>
                    <ShopActions galleryId={gallery.id} onShow={setShopView} />
                  </Suspense>
                )}
              </div>
            )}
          </div>
        )}
        {photos.length > 0 && view && (
          <SelectionFilter view={view} total={photos.length} filter={filter} onFilter={setFilter} />
        )}
        {/* The filter's room, kept while the client's selection loads, so the photos do not move down. */}
        {photos.length > 0 && selectionLoading && <div className="h-8" aria-hidden="true" />}
        {photos.length > 0 && selection.failed && <SelectionRetry onRetry={selection.retry} />}
        {photos.length === 0 ? (
          <p className="py-16 text-center text-muted-foreground" data-testid="public-gallery-empty">
            {t('gallery.empty')}
          </p>
        ) : shown.length === 0 ? (
          <SelectionFilterEmpty favourites={filter === FAVOURITES} />
        ) : (
          <JustifiedGrid
            ref={gridRef}
            galleryId={gallery.id}
            photos={shown}
            access={imageAccess}
            onOpen={(index) => {
              holdWhileOpen();
              openPhoto(index);
            }}
            tileAction={
              view &&
              ((photo, index) => (
                <FavouriteToggle selection={view} photoId={photo.id} position={index + 1} total={shown.length} />
              ))
            }
          />
        )}
        {view &&
          (selection.chosen.size > 0 || selection.sentAt !== null || selection.lockedAt !== null || view.notice) && (
            <Suspense fallback={null}>
              <SelectionBar selection={selection} view={view} studio={studio.name} />
            </Suspense>
          )}
      </section>

      {lightboxIndex >= 0 && (
        <Suspense fallback={null}>
          <GalleryLightbox
            galleryId={gallery.id}
            photos={shown}
            access={imageAccess}
            index={lightboxIndex}
            {...(downloads ? { onDownload: askDownload } : {})}
            onBuy={sells ? (photo) => setShopView({ kind: 'photo', photoId: photo.id }) : undefined}
            onIndexChange={showPhoto}
            onClose={() => {
              gridRef.current?.reveal(lightboxIndex);
              closeLightbox();
              release();
            }}
            selection={view}
            controllerRef={lightboxRef}
          />
        </Suspense>
      )}
      {Shop && shopAccess !== undefined && shopShown && (
        <OpenShop
          shop={Shop}
          slug={studio.slug}
          galleryId={gallery.id}
          access={shopAccess}
          photos={photos}
          imageAccess={imageAccess}
          client={selection.client}
          view={shopShown}
          onView={setShopView}
          onClose={() => {
            setShopView(undefined);
            if (orderId !== null) clearOrder();
          }}
          onDownload={(photoId) => {
            setShopView(undefined);
            const photo = photos.find(({ id }) => id === photoId);
            setDownloadAsk({ access: shopAccess, photo, purchased: true });
          }}
          onPaid={selection.reload}
          // Opened from the lightbox: its keys (arrows, Escape) work again once the shop closes.
          onCloseAutoFocus={(event) => {
            if (!lightboxRef.current) return;
            event.preventDefault();
            lightboxRef.current.focus();
          }}
        />
      )}
      {downloadAsk && view && (
        <Suspense fallback={null}>
          <DownloadDialog
            slug={studio.slug}
            galleryId={gallery.id}
            access={downloadAsk.access}
            sizes={downloadAsk.purchased ? ['original'] : downloadSizes}
            pinRequired={gallery.downloads.pinRequired}
            knownPin={acceptedPin}
            onPinAccepted={setAcceptedPin}
            total={photos.length}
            lists={view.lists}
            photo={downloadAsk.photo}
            onClose={() => setDownloadAsk(undefined)}
            // Asked from the lightbox: its keys (arrows, Escape) work again once the dialog closes.
            onCloseAutoFocus={(event) => {
              if (!lightboxRef.current) return;
              event.preventDefault();
              lightboxRef.current.focus();
            }}
          />
        </Suspense>
      )}
      {selection.visitor.purpose && (
        <Suspense fallback={null}>
          <SelectionVisitorDialog
            studio={studio.name}
            purpose={selection.visitor.purpose}
            onCancel={selection.visitor.cancel}
            onSubmit={selection.visitor.submit}
          />
        </Suspense>
      )}
    </>
  );
}

/** The shop the page was handed (lazy, by context), rendered from a prop: one component on every render. */
function OpenShop({ shop: Shop, ...props }: GalleryShopProps & { shop: ComponentType<GalleryShopProps> }) {
  return (
    <Suspense fallback={null}>
      <Shop {...props} />
    </Suspense>
  );
}

/**
 * The photos the grid and the lightbox go through: all of them, or one list's. While the
 * lightbox is open on a list, the list stays as it was when it opened, so a photo taken out of
 * it stays on screen (and the arrows keep their places) until the lightbox closes.
 */
function useShownPhotos(
  photos: readonly PublicPhoto[],
  view: ReturnType<typeof useSelection>['view'],
  openId: string | null,
) {
  const [filter, setFilter] = useState<string>();
  const [held, setHeld] = useState<readonly PublicPhoto[]>();
  const active = view && view.lists.some((list) => list.id === filter) ? filter : undefined;
  const live = useMemo(
    () => (active === undefined || !view ? photos : photos.filter((photo) => view.inList(photo.id, active))),
    [photos, view, active],
  );
  const shown = held && openId !== null && held.some((photo) => photo.id === openId) ? held : live;
  return {
    shown,
    filter: active,
    setFilter: (listId: string | undefined) => {
      setHeld(undefined);
      setFilter(listId);
    },
    holdWhileOpen: () => setHeld(active === undefined ? undefined : live),
    release: () => setHeld(undefined),
  };
}

/**
 * The open photo lives in the address (`?photo=<id>`), so a link can open a photo and the
 * phone's Back button closes the lightbox instead of leaving the gallery.
 */
function useLightbox(photos: readonly PublicPhoto[], address: GalleryAddress) {
  const { photoId, openedHere, setPhoto, back } = address;
  const lightboxIndex = photoId ? photos.findIndex((photo) => photo.id === photoId) : -1;
  const show = (index: number | undefined, how: 'push' | 'replace') =>
    setPhoto((index === undefined ? undefined : photos[index])?.id ?? null, how);
  return {
    lightboxIndex,
    openPhoto: (index: number) => show(index, 'push'),
    showPhoto: (index: number) => {
      if (index !== lightboxIndex) show(index, 'replace');
    },
    closeLightbox: () => {
      if (openedHere) back();
      else show(undefined, 'replace');
    },
  };
}
