// A photo a client ordered, as the back office shows it: small, whole (not the grid's square), and
// for a print the part the client chose to print outlined over it, the rest dimmed.
import { ImageOff } from 'lucide-react';
import type { GalleryState } from '@core/domain/gallery-audience';
import type { Crop } from '@core/domain/gallery-sales';
import { imageUrl } from '@core/domain/images';
import { useImageAccess } from '../hooks/use-image-access';
import { cn } from '../lib/utils';
import { FadeInImage } from './fade-in-image';

type OrderPhotoProps = {
  /** The photo's gallery; undefined once it, or the photo, was deleted. */
  gallery: (GalleryState & { readonly id: string }) | undefined;
  filename: string;
  crop?: Crop | null | undefined;
  /** What the photo shows, for screen readers (the crop is described beside it). */
  alt: string;
  className?: string;
};

export function OrderPhoto({ gallery, ...props }: OrderPhotoProps) {
  if (!gallery || props.filename === '') {
    return (
      <span
        className={cn('flex aspect-square items-center justify-center rounded-md bg-muted', props.className)}
        data-testid="order-photo-missing"
      >
        <ImageOff className="size-5 text-muted-foreground" aria-hidden="true" />
      </span>
    );
  }
  return <GalleryPhoto gallery={gallery} {...props} />;
}

function GalleryPhoto({
  gallery,
  filename,
  crop,
  alt,
  className,
}: OrderPhotoProps & { gallery: GalleryState & { readonly id: string } }) {
  const { ready, access } = useImageAccess(gallery);
  return (
    <span className={cn('relative block overflow-hidden rounded-md bg-muted', className)} data-testid="order-photo">
      {ready && (
        <FadeInImage
          src={imageUrl(gallery.id, filename, 'preview', access)}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
      )}
      {crop && (
        // The shadow dims everything outside the rectangle; the container clips it.
        <span
          aria-hidden="true"
          data-testid="order-crop"
          className="absolute border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.45)]"
          style={{
            left: `${crop.x * 100}%`,
            top: `${crop.y * 100}%`,
            width: `${crop.width * 100}%`,
            height: `${crop.height * 100}%`,
          }}
        />
      )}
    </span>
  );
}
