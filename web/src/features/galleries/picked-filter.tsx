import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select';
import { useSearchParam } from '../../hooks/use-search-param';
import type { Photo } from './gallery-types';
import { clientLabel, pickedPhotos } from './selection-summary';
import type { GallerySelection } from './use-client-selections';

/** The gallery page's open tab, in the address so Back and Forward move between tabs and a link can name one. */
export const TAB_PARAM = 'tab';
/** The Photos tab's filter, in the address: a client's invite id, or ANY_CLIENT. */
const PICKED_PARAM = 'picked';
const ANY_CLIENT = 'any';

/** The address (its query) of the Photos tab showing only what one client picked. */
export function pickedPhotosSearch(inviteId: string): string {
  return `?${new URLSearchParams({ [TAB_PARAM]: 'photos', [PICKED_PARAM]: inviteId }).toString()}`;
}

type PickedFilter = {
  /** The photos to show: every photo, or only those the chosen client (or any client) picked. */
  shown: readonly Photo[];
  filtered: boolean;
  /** Who picked each picked photo, by name, for its badge. */
  pickedBy: ReadonlyMap<string, string>;
  control: ReactNode;
};

/**
 * The Photos tab's "Picked" filter: all photos, the photos any client put in a list (where
 * several clients chose), or one client's. Kept in the address, so the selections view can link
 * to a client's picks and Back returns to the whole gallery.
 */
export function usePickedFilter(photos: readonly Photo[], selections: readonly GallerySelection[]): PickedFilter {
  const { t } = useTranslation('galleries');
  const [value, setValue] = useSearchParam(PICKED_PARAM, { replace: true });
  const clients = useMemo(
    () =>
      selections
        .map((selection) => ({ selection, picked: pickedPhotos([selection]) }))
        .filter(({ picked }) => picked.size > 0),
    [selections],
  );
  const everyone = useMemo(() => pickedPhotos(selections), [selections]);
  const pickedBy = useMemo(
    () => new Map([...everyone].map(([id, who]) => [id, who.map(clientLabel).join(', ')])),
    [everyone],
  );
  const chosen = useMemo(() => {
    if (value === undefined) return undefined;
    if (value === ANY_CLIENT) return everyone;
    return clients.find(({ selection }) => selection.client.id === value)?.picked ?? new Map<string, unknown>();
  }, [value, everyone, clients]);
  const shown = useMemo(() => (chosen ? photos.filter((photo) => chosen.has(photo.id)) : photos), [photos, chosen]);

  const control =
    clients.length > 0 || value !== undefined ? (
      <NativeSelect
        aria-label={t('photos.filter.label')}
        data-testid="picked-filter"
        className="w-full sm:w-64"
        value={value ?? ''}
        onChange={(event) => setValue(event.target.value || undefined)}
      >
        <option value="">{t('photos.filter.all', { count: photos.length })}</option>
        {(clients.length > 1 || value === ANY_CLIENT) && (
          <option value={ANY_CLIENT}>{t('photos.filter.anyClient', { count: everyone.size })}</option>
        )}
        {/* A link to a client who has since taken back every pick (or whose picks are still coming). */}
        {value !== undefined &&
          value !== ANY_CLIENT &&
          !clients.some(({ selection }) => selection.client.id === value) && (
            <option value={value}>{t('photos.filter.unknownClient')}</option>
          )}
        {clients.map(({ selection, picked }) => (
          <option key={selection.client.id} value={selection.client.id}>
            {t('photos.filter.client', { name: clientLabel(selection.client), count: picked.size })}
          </option>
        ))}
      </NativeSelect>
    ) : undefined;
  return { shown, filtered: chosen !== undefined, pickedBy, control };
}
