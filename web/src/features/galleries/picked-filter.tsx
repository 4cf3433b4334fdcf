import { useMemo } from 'react';
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
  /** What the filter's select offers and holds; undefined while no client has picked anything. */
  choice: PickedChoice | undefined;
};

type PickedChoice = {
  /** A client's invite id, ANY_CLIENT, or undefined for every photo. */
  value: string | undefined;
  setValue: (value: string | undefined) => void;
  photoCount: number;
  /** How many photos any client picked. */
  anyCount: number;
  /** Each client who picked something, with how many photos. */
  clients: readonly { id: string; name: string; count: number }[];
};

/**
 * The Photos tab's "Picked" filter: all photos, the photos any client put in a list (where
 * several clients chose), or one client's. Kept in the address, so the selections view can link
 * to a client's picks and Back returns to the whole gallery.
 */
export function usePickedFilter(photos: readonly Photo[], selections: readonly GallerySelection[]): PickedFilter {
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

  const choice =
    clients.length > 0 || value !== undefined
      ? {
          value,
          setValue,
          photoCount: photos.length,
          anyCount: everyone.size,
          clients: clients.map(({ selection, picked }) => ({
            id: selection.client.id,
            name: clientLabel(selection.client),
            count: picked.size,
          })),
        }
      : undefined;
  return { shown, filtered: chosen !== undefined, pickedBy, choice };
}

/** The Photos tab's "Picked" select, drawn from what usePickedFilter holds. */
export function PickedFilterSelect({ value, setValue, photoCount, anyCount, clients }: PickedChoice) {
  const { t } = useTranslation('galleries');
  return (
    <NativeSelect
      aria-label={t('photos.filter.label')}
      data-testid="picked-filter"
      className="w-full sm:w-64"
      value={value ?? ''}
      onChange={(event) => setValue(event.target.value || undefined)}
    >
      <option value="">{t('photos.filter.all', { count: photoCount })}</option>
      {(clients.length > 1 || value === ANY_CLIENT) && (
        <option value={ANY_CLIENT}>{t('photos.filter.anyClient', { count: anyCount })}</option>
      )}
      {/* A link to a client who has since taken back every pick (or whose picks are still coming). */}
      {value !== undefined && value !== ANY_CLIENT && !clients.some((client) => client.id === value) && (
        <option value={value}>{t('photos.filter.unknownClient')}</option>
      )}
      {clients.map((client) => (
        <option key={client.id} value={client.id}>
          {t('photos.filter.client', { name: client.name, count: client.count })}
        </option>
      ))}
    </NativeSelect>
  );
}
