import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { AddPhotosButton } from './upload/add-photos-button';
import { UploadDropzone } from './upload/upload-dropzone';
import { UploadPanel } from './upload/upload-panel';
import { useGalleryUploads } from './upload/use-gallery-uploads';
import type { Gallery, Photo } from './gallery-types';
import { PhotoGrid } from './photo-grid';
import { SortPhotosMenu } from './sort-photos-menu';
import { useImageAccess } from './use-image-access';

/** The photos tab: upload (picker or drop anywhere on it), progress, and the sortable grid. */
export function GalleryPhotos({ gallery, photos }: { gallery: Gallery; photos: readonly Photo[] }) {
  const { t } = useTranslation(['galleries', 'upload']);
  const { queue, items, summary } = useGalleryUploads(gallery.id);
  const access = useImageAccess(gallery);
  const add = (files: File[]) => queue.add(files);

  return (
    <UploadDropzone onFiles={add} className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{photos.length > 1 ? t('photos.hint') : t('upload:hint')}</p>
        <div className="flex gap-2">
          {photos.length > 1 && <SortPhotosMenu galleryId={gallery.id} photos={photos} />}
          <AddPhotosButton onFiles={add} />
        </div>
      </div>
      {items.length > 0 && <UploadPanel queue={queue} items={items} summary={summary} />}
      {photos.length === 0 ? (
        <EmptyState
          icon={ImageUp}
          testId="photos-empty"
          texts={{ title: t('photos.emptyTitle'), description: t('photos.emptyDescription') }}
          className="py-16"
        />
      ) : (
        <PhotoGrid galleryId={gallery.id} photos={photos} coverPhotoId={gallery.coverPhotoId} access={access} />
      )}
    </UploadDropzone>
  );
}
