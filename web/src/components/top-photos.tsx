// The photos clients bought most (lib/sales-figures.ts), each with how many times: the Sales page's
// and a gallery's Orders tab.
import { useTranslation } from 'react-i18next';
import type { GalleryState } from '@core/domain/gallery-audience';
import type { PhotoFigures } from '../lib/sales-figures';
import { OrderPhoto } from './order-photo';

type TopPhotosProps = {
  photos: readonly PhotoFigures[];
  /** The galleries the photos are in, by id (a deleted one is missing). */
  galleries: ReadonlyMap<string, GalleryState & { readonly id: string }>;
};

export function TopPhotos({ photos, galleries }: TopPhotosProps) {
  const { t } = useTranslation('sales');
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8" data-testid="top-photos">
      {photos.map((photo) => (
        <li key={photo.photoId} className="grid gap-1 text-xs">
          <OrderPhoto
            gallery={photo.galleryId === null ? undefined : galleries.get(photo.galleryId)}
            filename={photo.filename}
            alt={t('order.photoAlt', { filename: photo.filename })}
          />
          <span className="truncate font-medium">{photo.filename}</span>
          <span className="text-muted-foreground">{t('figures.bought', { count: photo.count })}</span>
        </li>
      ))}
    </ol>
  );
}
