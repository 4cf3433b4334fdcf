import { CalendarClock, ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '@core/domain/images';
import { FadeInImage } from '../../components/fade-in-image';
import { GalleryExpiryText } from './gallery-expiry-text';
import { GalleryStatusBadge } from '../../components/gallery-status-badge';
import type { Gallery, Photo } from './gallery-types';
import { useImageAccess } from '../../hooks/use-image-access';

type GalleryWithCover = Gallery & { readonly cover: Photo | undefined };

export function GalleryCard({ gallery }: { gallery: GalleryWithCover }) {
  const { t } = useTranslation('galleries');
  const { ready, access } = useImageAccess(gallery);
  const cover = gallery.cover;
  return (
    <Link
      to={`/app/galleries/${gallery.id}`}
      data-testid="gallery-card"
      data-gallery-id={gallery.id}
      className="group flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[border-color,box-shadow] hover:border-foreground/20 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        {cover && ready ? (
          <FadeInImage
            src={imageUrl(gallery.id, cover.filename, 'preview', access)}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-[opacity,transform] group-hover:scale-[1.03]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground/60">
            <ImageIcon className="size-10" aria-hidden="true" />
          </div>
        )}
        {/* A badge's tint is see-through: on the card's own colour, not on the cover, its text
            keeps the contrast it was chosen for whatever the photo or placeholder beneath. */}
        <span className="absolute top-3 left-3 flex rounded-full bg-card shadow-sm">
          <GalleryStatusBadge gallery={gallery} />
        </span>
      </div>
      <div className="grid gap-1.5 p-4">
        <h2 className="truncate font-medium">{gallery.name}</h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span data-testid="gallery-photo-count">{t('list.photos', { count: gallery.photoCount })}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            <GalleryExpiryText expiresAt={gallery.expiresAt} />
          </span>
        </p>
      </div>
    </Link>
  );
}
