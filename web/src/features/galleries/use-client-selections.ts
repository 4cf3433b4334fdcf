import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { readSelectionLists } from '@core/domain/stored-gallery-settings';
import { queries } from '@core/zero/queries';
import { useAccount } from '../../hooks/use-account';
import { useQueryPatience } from '../../hooks/use-query-patience';
import type { Gallery, GalleryInvite, Photo } from './gallery-types';
import { clientSelections, type ClientSelection } from './selection-summary';

export type GallerySelection = ClientSelection<GalleryInvite, Photo>;

/** What each client of the gallery chose, synced from the studio's own picks; `loading` until they come. */
export function useClientSelections(
  gallery: Gallery,
  photos: readonly Photo[],
  invites: readonly GalleryInvite[],
): { selections: GallerySelection[]; loading: boolean } {
  const { account } = useAccount();
  const [picks, result] = useQuery(queries.galleries.picks({ accountId: account.id, galleryId: gallery.id }));
  const loading = useQueryPatience(picks, result);
  const selections = useMemo(
    () =>
      clientSelections({
        clients: invites,
        photos,
        lists: readSelectionLists(gallery.settings),
        picks,
      }),
    [invites, photos, gallery.settings, picks],
  );
  return { selections, loading };
}
