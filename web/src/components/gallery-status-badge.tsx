import type { Row } from '@rocicorp/zero';
import { useTranslation } from 'react-i18next';
import { isExpired } from '@core/domain/gallery-options';
import type { schema } from '@core/zero/schema';
import { Badge } from './ui/badge';

type Gallery = Row<typeof schema.tables.galleries>;

/** Draft, published or archived; an expired gallery says so whatever its status. */
export function GalleryStatusBadge({ gallery }: { gallery: Pick<Gallery, 'status' | 'expiresAt'> }) {
  const { t } = useTranslation('backoffice');
  if (isExpired(gallery.expiresAt)) {
    return (
      <Badge variant="destructive" data-testid="gallery-status">
        {t('galleryStatus.expired')}
      </Badge>
    );
  }
  const variant = gallery.status === 'published' ? 'success' : gallery.status === 'draft' ? 'warning' : 'secondary';
  return (
    <Badge variant={variant} data-testid="gallery-status">
      {t(`galleryStatus.${gallery.status}`)}
    </Badge>
  );
}
