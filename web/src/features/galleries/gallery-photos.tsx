import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AddPhotosButton } from './upload/add-photos-button';
import { UploadDropzone } from './upload/upload-dropzone';
import { UploadPanel } from './upload/upload-panel';
import { useGalleryUploads } from './upload/use-gallery-uploads';
import type { Gallery, Photo } from './gallery-types';
import { PhotoGrid } from './photo-grid';
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
        <p className="text-sm text-muted-foreground">
          {photos.length > 1 ? t('photos.hint') : t('upload:hint')}
        </p>
        <AddPhotosButton onFiles={add} />
      </div>
      {items.length > 0 && <UploadPanel queue={queue} items={items} summary={summary} />}
      {photos.length === 0 ? (
        <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-card/50 px-6 py-16 text-center" data-testid="photos-empty">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ImageUp className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-base font-semibold">{t('photos.emptyTitle')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('photos.emptyDescription')}</p>
        </div>
      ) : (
        <PhotoGrid galleryId={gallery.id} photos={photos} coverPhotoId={gallery.coverPhotoId} access={access} />
      )}
    </UploadDropzone>
  );
}
