import { useQuery } from '@rocicorp/zero/react';
import { Ellipsis, ExternalLink, ImageOff, Send } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ActionButton } from '../../components/action-button';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { TabSkeleton } from '../../components/tab-skeleton';
import { lazyMenuButton } from '../../components/lazy-menu-button';
import { Button } from '../../components/ui/button';
import { LoadingPlaceholder } from '../../components/loading-placeholder';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useCan } from '../../hooks/use-role';
import { useSearchParam } from '../../hooks/use-search-param';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import { DeleteGalleryDialog } from './lazy-dialogs';
import { GalleryExpiryText } from './gallery-expiry-text';
import { BackToGalleries } from './back-to-galleries';
import { publicGalleryPath } from '../../lib/gallery-links';
import { GalleryPhotos } from './gallery-photos';
import { hasUnfinishedUploads, startGalleryUploads } from './upload/use-gallery-uploads';
import { TAB_PARAM } from './picked-filter';
import { GalleryStatusBadge } from '../../components/gallery-status-badge';
import type { Gallery } from './gallery-types';

// The tabs behind the photos load when first opened: their forms (react-hook-form and its
// resolver), the invites and the orders are not what the gallery opens on.
const GalleryMoreButton = lazyMenuButton(async () => (await import('./gallery-more-menu')).GalleryMoreMenu);
const GallerySettingsTab = lazy(async () => ({ default: (await import('./gallery-settings-tab')).GallerySettingsTab }));
const GallerySharing = lazy(async () => ({ default: (await import('./gallery-sharing')).GallerySharing }));
const GalleryOrders = lazy(async () => ({ default: (await import('./gallery-orders')).GalleryOrders }));

const tabs = ['photos', 'settings', 'sharing', 'orders'] as const;
type Tab = (typeof tabs)[number];

function isTab(value: string | undefined): value is Tab {
  return tabs.some((tab) => tab === value);
}

/** /app/galleries/:galleryId and its /edit twin (which opens on the settings). */
export function GalleryPage() {
  const { t } = useTranslation(['galleries', 'common']);
  const { galleryId = '' } = useParams();
  const { pathname } = useLocation();
  const { account } = useAccount();
  const [gallery, result] = useQuery(queries.galleries.byId({ accountId: account.id, id: galleryId }));
  // Uploads restored after a reload are read while the gallery's rows load, not after: started on
  // the first render (once per gallery, as useGalleryUploads does), as an effect waited behind
  // the drawing of the rows that arrived meanwhile.
  useMemo(() => {
    if (hasUnfinishedUploads(galleryId)) startGalleryUploads(account.id, galleryId).catch(() => {});
  }, [account.id, galleryId]);
  const loading = useQueryPatience(gallery, result);
  const [param, setTab] = useSearchParam(TAB_PARAM);
  // Orders, and what the gallery sells, are money: managers and owners only, as the route to an order is.
  const managesMoney = useCan('manage');
  const shown = isTab(param) && (param !== 'orders' || managesMoney) ? param : undefined;
  const tab: Tab = shown ?? (pathname.replace(/\/+$/, '').endsWith('/edit') ? 'settings' : 'photos');

  if (loading) {
    return (
      <LoadingPlaceholder className="grid gap-6">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-9 w-80" />
        <Skeleton className="h-96 w-full" />
      </LoadingPlaceholder>
    );
  }
  if (!gallery) {
    return (
      <EmptyState
        icon={ImageOff}
        testId="gallery-unavailable"
        headingLevel="h1"
        texts={{ title: t('detail.emptyTitle'), description: t('detail.emptyDescription') }}
        action={{ label: t('detail.back'), to: '/app/galleries' }}
      />
    );
  }

  const activeInvites = gallery.invites.filter((invite) => !invite.revokedAt).length;
  return (
    <div className="grid gap-6">
      <GalleryHeader gallery={gallery} />
      {/* Each change adds a history entry, so a tab opens on click, Enter or Space, not on focus:
          otherwise a click (which focuses, then selects) would add two, and each arrow key one. */}
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} activationMode="manual">
        <TabsList className="mb-6">
          <TabsTrigger value="photos">
            {t('tabs.photos')}
            <span className="text-xs text-muted-foreground tabular-nums">{gallery.photos.length}</span>
          </TabsTrigger>
          <TabsTrigger value="settings">{t('tabs.settings')}</TabsTrigger>
          <TabsTrigger value="sharing">
            {t('tabs.sharing')}
            {activeInvites > 0 && <span className="text-xs text-muted-foreground tabular-nums">{activeInvites}</span>}
          </TabsTrigger>
          {managesMoney && <TabsTrigger value="orders">{t('tabs.orders')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="photos">
          <GalleryPhotos gallery={gallery} photos={gallery.photos} invites={gallery.invites} />
        </TabsContent>
        <TabsContent value="settings" className="grid gap-6">
          <Suspense fallback={<TabSkeleton className="max-w-3xl" />}>
            <GallerySettingsTab gallery={gallery} managesMoney={managesMoney} />
          </Suspense>
        </TabsContent>
        <TabsContent value="sharing">
          <Suspense fallback={<TabSkeleton className="max-w-3xl" />}>
            <GallerySharing gallery={gallery} invites={gallery.invites} />
          </Suspense>
        </TabsContent>
        {managesMoney && (
          <TabsContent value="orders">
            <Suspense fallback={<TabSkeleton className="max-w-3xl" />}>
              <GalleryOrders gallery={gallery} />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}

function GalleryHeader({ gallery }: { gallery: Gallery }) {
  const { t } = useTranslation(['galleries', 'common']);
  const { account } = useAccount();
  const save = useToastedMutation();
  const [deleting, setDeleting] = useState<Gallery>();
  const canDelete = useCan('manage');

  const publish = async () => {
    const refused = await save(
      mutators.gallery.update({ id: gallery.id, status: 'published' }),
      t('toast.published', { name: gallery.name }),
    );
    if (refused) toast.error(refused);
  };

  return (
    <div className="grid gap-3">
      <BackToGalleries />
      <PageHeader
        title={gallery.name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <GalleryStatusBadge gallery={gallery} />
            <span>{t('list.photos', { count: gallery.photoCount })}</span>
            <span>
              <GalleryExpiryText expiresAt={gallery.expiresAt} />
            </span>
          </span>
        }
        actions={
          <>
            {gallery.status === 'published' && account.slug ? (
              <Button asChild variant="outline">
                <a href={publicGalleryPath(account.slug, gallery.id)} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" />
                  {t('detail.viewAsClient')}
                </a>
              </Button>
            ) : (
              gallery.status !== 'published' && (
                <ActionButton icon={Send} label={t('detail.publish')} onClick={() => void publish()} />
              )
            )}
            {/* Deleting is the menu's only item: without it there is no menu. */}
            {canDelete && (
              <GalleryMoreButton
                label={t('detail.more')}
                testId="gallery-more"
                trigger={<Ellipsis aria-hidden="true" />}
                variant="outline"
                size="icon"
                onDelete={() => setDeleting(gallery)}
              />
            )}
          </>
        }
      />
      <DeleteGalleryDialog subject={deleting} onOpenChange={(open) => !open && setDeleting(undefined)} />
    </div>
  );
}
