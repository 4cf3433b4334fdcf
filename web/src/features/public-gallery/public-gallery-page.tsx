import { CloudAlert, LockKeyhole } from 'lucide-react';
import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { ORDER_PARAM, PHOTO_PARAM, type GalleryAddress } from './gallery-address';
import { GalleryExpiredNotice } from './gallery-expired-notice';
import { GalleryView, heroClasses } from './gallery-view';
import { loadPublicGallery, type GalleryLoad } from './public-gallery-load';
import { usePublicLayout } from '../../components/public/public-frame';
import { PublicNotFound, PublicNotice } from '../../components/public/public-notice';

type LoaderData = { gallery: Promise<GalleryLoad> };

/**
 * A gallery the app draws at /p/:accountSlug/gallery/:galleryId (and the custom-domain twin): an
 * invited client's, once their invite has opened it. A public gallery's page is drawn by its
 * server instead (web/src/drawn/gallery-document.tsx), unless the app is already running.
 */
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
  return usePublicLayout().studio.name;
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

  if (load.state === 'ready')
    return <RoutedGalleryView key={load.data.gallery.id} data={load.data} access={load.access} />;
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

function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The gallery, its open photo kept in the address through the router. */
function RoutedGalleryView(props: Omit<Parameters<typeof GalleryView>[0], 'address'>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const setPhoto = useCallback(
    (photoId: string | null, how: 'push' | 'replace') => {
      const next = new URLSearchParams(searchParams);
      if (photoId) next.set(PHOTO_PARAM, photoId);
      else next.delete(PHOTO_PARAM);
      setSearchParams(next, {
        replace: how === 'replace',
        preventScrollReset: true,
        state: how === 'push' ? { ...(location.state as object | null), lightbox: true } : location.state,
      });
    },
    [searchParams, setSearchParams, location.state],
  );
  const clearOrder = useCallback(() => {
    const next = new URLSearchParams(searchParams);
    next.delete(ORDER_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true, state: location.state });
  }, [searchParams, setSearchParams, location.state]);
  const address: GalleryAddress = {
    photoId: searchParams.get(PHOTO_PARAM),
    orderId: searchParams.get(ORDER_PARAM),
    clearOrder,
    openedHere: (location.state as { lightbox?: boolean } | null)?.lightbox === true,
    setPhoto,
    back: () => void navigate(-1),
  };
  return <GalleryView {...props} address={address} />;
}
