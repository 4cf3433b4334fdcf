import { ArrowDown, CloudAlert, Download, LockKeyhole } from 'lucide-react';
import { lazy, Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { imageSteps, imageUrl } from '@core/domain/images';
import { FAVOURITES } from '@core/domain/selection';
import { Button } from '../../components/ui/button';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { GalleryExpiredNotice } from './gallery-expired-notice';
import { JustifiedGrid, type JustifiedGridHandle } from './justified-grid';
import type { PublicGallery, PublicPhoto } from './public-gallery-api';
import { loadPublicGallery, type GalleryLoad } from './public-gallery-load';
import { usePublicLayout } from './public-frame';
import { PublicNotFound, PublicNotice } from './public-notice';
import { SelectionBar, SelectionFilter, SelectionFilterEmpty, SelectionRetry } from './selection-bar';
import { FavouriteToggle } from './selection-toggle';
import { useSelection } from './use-selection';
import { displayNameOf, usePublicSite } from './use-public-site';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));
const SelectionVisitorDialog = lazy(() => import('./selection-visitor-dialog'));
const DownloadDialog = lazy(() => import('./download-dialog'));

/** A download the client is choosing: the whole gallery or a list, or one photo. */
type DownloadAsk = { access: string; photo?: PublicPhoto };

/** The hero and the first screen share these sizes, loading or not, so nothing jumps. */
const heroClasses = 'relative h-[62svh] max-h-[760px] min-h-80 w-full overflow-hidden sm:h-[70svh]';

type LoaderData = { gallery: Promise<GalleryLoad> };

/** A client's view of a gallery: /p/:accountSlug/gallery/:galleryId (and the custom-domain twin). */
export function PublicGalleryPage() {
  const { gallery } = useLoaderData<LoaderData>();
  const params = useParams();
  // A retry replaces the loader's answer until the address names another gallery.
  const [retry, setRetry] = useState<{ of: Promise<GalleryLoad>; load: Promise<GalleryLoad> }>();
  const load = retry?.of === gallery ? retry.load : gallery;
  return (
    <Suspense fallback={<GalleryLoading />}>
      <GalleryOutcome load={load} onRetry={() => setRetry({ of: gallery, load: loadPublicGallery(params) })} />
    </Suspense>
  );
}

function useStudioName(): string {
  const { t } = useTranslation('public');
  const { slug } = usePublicSite();
  return slug ? displayNameOf(slug) : t('defaultName');
}

function GalleryLoading() {
  const { t } = useTranslation('public');
  useDocumentTitle(useStudioName());
  return (
    <LoadingPlaceholder label={t('gallery.loading')}>
      <Skeleton className={`${heroClasses} rounded-none`} />
    </LoadingPlaceholder>
  );
}

function GalleryOutcome({ load: loading, onRetry }: { load: Promise<GalleryLoad>; onRetry: () => void }) {
  const { t } = useTranslation('public');
  const load = use(loading);
  const { showStudio } = usePublicLayout();
  const studioName = useStudioName();
  const ready = load.state === 'ready' ? load.data : undefined;
  useDocumentTitle(ready ? `${ready.gallery.name} · ${ready.studio.name}` : studioName);
  useEffect(() => {
    if (ready) showStudio(ready.studio);
  }, [ready, showStudio]);

  if (load.state === 'ready') return <GalleryView key={load.data.gallery.id} data={load.data} access={load.access} />;
  switch (load.reason) {
    case 'notFound':
      return <PublicNotFound testId="public-gallery-not-found" />;
    case 'expired':
      return <GalleryExpiredNotice studio={studioName} />;
    case 'private':
      return (
        <PublicNotice
          icon={LockKeyhole}
          testId="public-gallery-private"
          texts={t('private', { returnObjects: true, studio: studioName })}
        />
      );
    case 'unavailable':
      return (
        <PublicNotice
          icon={CloudAlert}
          testId="public-gallery-error"
          texts={t('unavailable', { returnObjects: true })}
          action={{ label: t('unavailable.retry'), onClick: onRetry }}
        />
      );
  }
}

/** The cover spans the screen: the presets, and a step between them for laptop screens. */
function coverSrcSet(galleryId: string, filename: string, access: string | undefined): string {
  return [
    `${imageUrl(galleryId, filename, 'preview', access)} 800w`,
    `${imageUrl(galleryId, filename, imageSteps.cover, access)} 1200w`,
    `${imageUrl(galleryId, filename, 'fullscreen', access)} 1920w`,
  ].join(', ');
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function GalleryView({ data, access }: { data: PublicGallery; access: string | undefined }) {
  const { t } = useTranslation('public');
  const { studio, gallery, photos } = data;
  const gridRef = useRef<JustifiedGridHandle>(null);
  const photosRef = useRef<HTMLElement>(null);
  const selection = useSelection({
    slug: studio.slug,
    galleryId: gallery.id,
    galleryAccess: data.access,
    deviceAccess: access,
  });
  const { view } = selection;
  const { shown, filter, setFilter, holdWhileOpen, release } = useShownPhotos(photos, view);
  const { lightboxIndex, openPhoto, showPhoto, closeLightbox } = useLightboxParam(shown);
  const cover = photos.find((photo) => photo.id === gallery.coverPhotoId) ?? photos[0];
  const [downloadAsk, setDownloadAsk] = useState<DownloadAsk>();
  const [acceptedPin, setAcceptedPin] = useState<string>();
  // Downloads are a client's: a photographer looking at their own gallery gets no selection, and none.
  const downloads = gallery.downloads.sizes.length > 0 && photos.length > 0 && view !== undefined;
  const askDownload = (photo?: PublicPhoto) =>
    selection.withClient((access) => setDownloadAsk(photo ? { access, photo } : { access }));

  return (
    <>
      <section className={`${heroClasses} bg-muted`} data-testid="gallery-hero">
        {cover && (
          <img
            src={imageUrl(gallery.id, cover.filename, 'fullscreen', access)}
            srcSet={coverSrcSet(gallery.id, cover.filename, access)}
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
            {gallery.expiresAt > 0 && <> · {t('gallery.availableUntil', { date: new Date(gallery.expiresAt) })}</>}
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
        {(gallery.description || downloads) && (
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
          </div>
        )}
        {photos.length > 0 && view && (
          <SelectionFilter view={view} total={photos.length} filter={filter} onFilter={setFilter} />
        )}
        {/* The filter's room, kept while the client's selection loads, so the photos do not move down. */}
        {photos.length > 0 && selection.loading && <div className="h-8" aria-hidden="true" />}
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
            access={access}
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
        {view && <SelectionBar selection={selection} view={view} studio={studio.name} />}
      </section>

      {lightboxIndex >= 0 && (
        <Suspense fallback={null}>
          <GalleryLightbox
            galleryId={gallery.id}
            photos={shown}
            access={access}
            index={lightboxIndex}
            {...(downloads ? { onDownload: askDownload } : {})}
            onIndexChange={showPhoto}
            onClose={() => {
              gridRef.current?.reveal(lightboxIndex);
              closeLightbox();
              release();
            }}
            selection={view}
          />
        </Suspense>
      )}
      {downloadAsk && view && (
        <Suspense fallback={null}>
          <DownloadDialog
            slug={studio.slug}
            galleryId={gallery.id}
            access={downloadAsk.access}
            sizes={gallery.downloads.sizes}
            pinRequired={gallery.downloads.pinRequired}
            knownPin={acceptedPin}
            onPinAccepted={setAcceptedPin}
            total={photos.length}
            lists={view.lists}
            photo={downloadAsk.photo}
            onClose={() => setDownloadAsk(undefined)}
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

/**
 * The photos the grid and the lightbox go through: all of them, or one list's. While the
 * lightbox is open on a list, the list stays as it was when it opened, so a photo taken out of
 * it stays on screen (and the arrows keep their places) until the lightbox closes.
 */
function useShownPhotos(photos: readonly PublicPhoto[], view: ReturnType<typeof useSelection>['view']) {
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState<string>();
  const [held, setHeld] = useState<readonly PublicPhoto[]>();
  const active = view && view.lists.some((list) => list.id === filter) ? filter : undefined;
  const live = useMemo(
    () => (active === undefined || !view ? photos : photos.filter((photo) => view.inList(photo.id, active))),
    [photos, view, active],
  );
  const openId = searchParams.get(PHOTO_PARAM);
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

const PHOTO_PARAM = 'photo';

/**
 * The open photo lives in the address (`?photo=<id>`), so a link can open a photo and the
 * phone's Back button closes the lightbox instead of leaving the gallery.
 */
function useLightboxParam(photos: readonly PublicPhoto[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { lightbox?: boolean } | null)?.lightbox === true;
  const id = searchParams.get(PHOTO_PARAM);
  const lightboxIndex = id ? photos.findIndex((photo) => photo.id === id) : -1;

  const setPhoto = useCallback(
    (index: number | undefined, how: 'push' | 'replace') => {
      const next = new URLSearchParams(searchParams);
      const photo = index === undefined ? undefined : photos[index];
      if (photo) next.set(PHOTO_PARAM, photo.id);
      else next.delete(PHOTO_PARAM);
      setSearchParams(next, {
        replace: how === 'replace',
        preventScrollReset: true,
        state: how === 'push' ? { ...(location.state as object | null), lightbox: true } : location.state,
      });
    },
    [photos, searchParams, setSearchParams, location.state],
  );

  return {
    lightboxIndex,
    openPhoto: (index: number) => setPhoto(index, 'push'),
    showPhoto: (index: number) => {
      if (index !== lightboxIndex) setPhoto(index, 'replace');
    },
    closeLightbox: () => {
      if (openedHere) void navigate(-1);
      else setPhoto(undefined, 'replace');
    },
  };
}
