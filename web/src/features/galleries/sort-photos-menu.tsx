import { useTranslation } from 'react-i18next';
import { comparePhotos, photoOrders, sortableOf, type PhotoOrder } from '@core/domain/photo-order';
import { mutators } from '@core/zero/client-mutators';
import type { MenuTriggerProps } from '../../components/lazy-menu-button';
import { MenuButton } from '../../components/menu-button';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { Photo } from './gallery-types';

/**
 * Sorts the whole gallery once, by capture time or by file name; dragging still rearranges it
 * after. Opened from its button (gallery-photos.tsx).
 */
export function SortPhotosMenu({
  galleryId,
  photos,
  ...button
}: MenuTriggerProps & { defaultOpen?: boolean; galleryId: string; photos: readonly Photo[] }) {
  const { t } = useTranslation('galleries');
  const mutate = useZeroMutation();
  const offline = useWriteBlock('sync');
  const sortBy = (order: PhotoOrder) => {
    const compare = comparePhotos(order);
    const sorted = [...photos].sort((a, b) => compare(sortableOf(a), sortableOf(b)));
    void mutate(mutators.photo.reorder({ galleryId, photoIds: sorted.map((photo) => photo.id) }));
  };
  return (
    <MenuButton {...button} align="end">
      {photoOrders.map((order) => (
        <DropdownMenuItem key={order} disabled={offline !== undefined} onSelect={() => sortBy(order)}>
          {t(`sortPhotos.${order}`)}
        </DropdownMenuItem>
      ))}
    </MenuButton>
  );
}
