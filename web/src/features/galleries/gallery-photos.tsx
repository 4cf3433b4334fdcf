import { ArrowDownUp, Heart, ImageUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { EmptyState } from '../../components/empty-state';
import { lazyMenuButton } from '../../components/lazy-menu-button';
import { useImageAccess } from '../../hooks/use-image-access';
import { AddPhotosButton } from './upload/add-photos-button';
import { UploadDropzone } from './upload/upload-dropzone';
import { useGalleryUploads } from './upload/use-gallery-uploads';
import type { Gallery, GalleryInvite, Photo } from './gallery-types';
import { PhotoGrid } from './photo-grid';
import { PickedFilterSelect, usePickedFilter } from './picked-filter';
import { useClientSelections } from './use-client-selections';

// Shown once photos are chosen or dropped, when the uploader has loaded too.
const UploadPanel = lazy(async () => ({ default: (await import('./upload/upload-panel')).UploadPanel }));
const SortPhotosButton = lazyMenuButton(async () => (await import('./sort-photos-menu')).SortPhotosMenu);

type GalleryPhotosProps = { gallery: Gallery; photos: readonly Photo[]; invites: readonly GalleryInvite[] };

/**
 * The photos tab: upload (picker or drop anywhere on it), progress, and the sortable grid, whose
 * tiles show which photos clients picked and which can show only those.
 */
export function GalleryPhotos({ gallery, photos, invites }: GalleryPhotosProps) {
  const { t } = useTranslation(['galleries', 'upload', 'errors']);
  const uploads = useGalleryUploads(gallery);
  const access = useImageAccess(gallery);
  const add = (files: File[]) => void uploads.add(files).catch(() => toast.error(t('errors:network')));
  const { selections } = useClientSelections(gallery, photos, invites);
  const picked = usePickedFilter(photos, selections);

  return (
    <UploadDropzone onFiles={add} className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {picked.filtered ? t('photos.filter.hint') : photos.length > 1 ? t('photos.hint') : t('upload:hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          {picked.choice && <PickedFilterSelect {...picked.choice} />}
          {photos.length > 1 && (
            <SortPhotosButton
              label={t('sortPhotos.label')}
              testId="sort-photos"
              trigger={
                <>
                  <ArrowDownUp aria-hidden="true" />
                  {t('sortPhotos.label')}
                </>
              }
              size="sm"
              galleryId={gallery.id}
              photos={photos}
            />
          )}
          <AddPhotosButton onFiles={add} />
        </div>
      </div>
      {uploads.queue && (
        <Suspense fallback={null}>
          <UploadPanel queue={uploads.queue} />
        </Suspense>
      )}
      {photos.length === 0 ? (
        <EmptyState
          icon={ImageUp}
          testId="photos-empty"
          texts={{ title: t('photos.emptyTitle'), description: t('photos.emptyDescription') }}
          className="py-16"
        />
      ) : picked.filtered && picked.shown.length === 0 ? (
        <EmptyState
          icon={Heart}
          testId="picked-empty"
          texts={{ title: t('photos.filter.emptyTitle'), description: t('photos.filter.emptyDescription') }}
          className="py-16"
        />
      ) : (
        <PhotoGrid
          galleryId={gallery.id}
          photos={picked.shown}
          coverPhotoId={gallery.coverPhotoId}
          access={access}
          pickedBy={picked.pickedBy}
          reorderable={!picked.filtered}
        />
      )}
    </UploadDropzone>
  );
}
