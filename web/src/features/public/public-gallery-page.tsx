import { ArrowDown, CloudAlert, Download, LockKeyhole } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { imageUrl } from '@core/domain/images';
import { Button } from '../../components/ui/button';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { forgetGalleryAccess, readGalleryAccess } from './gallery-access';
import { GalleryExpiredNotice } from './gallery-expired-notice';
import { JustifiedGrid, type JustifiedGridHandle } from './justified-grid';
import { fetchPublicGallery, type PublicGallery } from './public-gallery-api';
import { usePublicLayout } from './public-layout';
import { PublicNotFound, PublicNotice } from './public-notice';
import { displayNameOf, usePublicSite } from './use-public-site';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

type Load =
  | { state: 'loading' }
  | { state: 'ready'; data: PublicGallery }
  | { state: 'failed'; reason: 'notFound' | 'expired' | 'private' | 'unavailable' };

function reasonOf(error: unknown): Extract<Load, { state: 'failed' }>['reason'] {
  if (error instanceof ApiError) {
    if (error.code === 'gallery_expired') return 'expired';
    if (error.code === 'invite_required') return 'private';
    if (error.status === 404) return 'notFound';
  }
  return 'unavailable';
}

/** The hero and the first screen share these sizes, loading or not, so nothing jumps. */
const heroClasses = 'relative h-[62svh] max-h-[760px] min-h-80 w-full overflow-hidden sm:h-[70svh]';

/** A client's view of a gallery: /p/:accountSlug/gallery/:galleryId (and the custom-domain twin). */
export function PublicGalleryPage() {
  const { t } = useTranslation('public');
  const { galleryId = '' } = useParams();
  const { slug } = usePublicSite();
  const location = useLocation();
  const { showStudio } = usePublicLayout();
  // The invite page hands the token over in the navigation too, in case storage is blocked.
  const handedOver = (location.state as { access?: string } | null)?.access;
  const access = useMemo(() => handedOver ?? readGalleryAccess(galleryId), [handedOver, galleryId]);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!slug) return;
    let cancelled = false;
    fetchPublicGallery(slug, galleryId, access).then(
      (data) => {
        if (cancelled) return;
        setLoad({ state: 'ready', data });
        showStudio(data.studio);
      },
      (error: unknown) => {
        if (cancelled) return;
        const reason = reasonOf(error);
        // A token that no longer opens the gallery (revoked or expired invite) is of no more use.
        if (reason === 'private') forgetGalleryAccess(galleryId);
        setLoad({ state: 'failed', reason });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slug, galleryId, access, attempt, showStudio]);

  const studioName = slug ? displayNameOf(slug) : t('defaultName');
  useDocumentTitle(load.state === 'ready' ? `${load.data.gallery.name} · ${load.data.studio.name}` : studioName);

  if (!slug || (load.state === 'failed' && load.reason === 'notFound')) {
    return <PublicNotFound testId="public-gallery-not-found" />;
  }
  if (load.state === 'failed') {
    switch (load.reason) {
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
      default:
        return (
          <PublicNotice
            icon={CloudAlert}
            testId="public-gallery-error"
            texts={t('unavailable', { returnObjects: true })}
            action={{ label: t('unavailable.retry'), onClick: () => setAttempt((n) => n + 1) }}
          />
        );
    }
  }
  if (load.state === 'loading') {
    return (
      <LoadingPlaceholder label={t('gallery.loading')}>
        <Skeleton className={`${heroClasses} rounded-none`} />
      </LoadingPlaceholder>
    );
  }
  return <GalleryView data={load.data} access={load.data.access ?? access} />;
}

/** The cover spans the screen: the presets, and a step between them for laptop screens. */
function coverSrcSet(galleryId: string, filename: string, access: string | undefined): string {
  return [
    `${imageUrl(galleryId, filename, 'preview', access)} 800w`,
    `${imageUrl(galleryId, filename, { width: 1200, quality: 70 }, access)} 1200w`,
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
  const { lightboxIndex, openPhoto, showPhoto, closeLightbox } = useLightboxParam(photos);
  const cover = photos.find((photo) => photo.id === gallery.coverPhotoId) ?? photos[0];

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
        {(gallery.description || gallery.downloadsAllowed) && (
          <div className="mx-auto grid max-w-2xl gap-3 px-3 text-center">
            {gallery.description && (
              <p className="text-base leading-relaxed whitespace-pre-line text-muted-foreground sm:text-lg">
                {gallery.description}
              </p>
            )}
            {gallery.downloadsAllowed && photos.length > 0 && (
              <p className="inline-flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
                <Download className="size-4" aria-hidden="true" />
                {t('gallery.downloadsHint')}
              </p>
            )}
          </div>
        )}
        {photos.length === 0 ? (
          <p className="py-16 text-center text-muted-foreground" data-testid="public-gallery-empty">
            {t('gallery.empty')}
          </p>
        ) : (
          <JustifiedGrid ref={gridRef} galleryId={gallery.id} photos={photos} access={access} onOpen={openPhoto} />
        )}
      </section>

      {lightboxIndex >= 0 && (
        <Suspense fallback={null}>
          <GalleryLightbox
            galleryId={gallery.id}
            photos={photos}
            access={access}
            index={lightboxIndex}
            downloadsAllowed={gallery.downloadsAllowed}
            onIndexChange={showPhoto}
            onClose={() => {
              gridRef.current?.reveal(lightboxIndex);
              closeLightbox();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const PHOTO_PARAM = 'photo';

/**
 * The open photo lives in the address (`?photo=<id>`), so a link can open a photo and the
 * phone's Back button closes the lightbox instead of leaving the gallery.
 */
function useLightboxParam(photos: PublicGallery['photos']) {
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
