// The fields of a gallery's settings that screens read on their own: who may see the gallery, and
// its named lists. Read by the rules of their schemas (gallery-settings-fields.ts) without them, so
// the screens that read them load no validation library; stored-gallery-settings.test.ts holds
// each reader to what the whole settings schema reads.
import { isEntityId } from './entity-id';
import { galleryVisibilities } from './gallery-options';
import { isRecord } from './plain-object';
import { FAVOURITES, LIST_NAME_MAX, MAX_LIST_PHOTOS, MAX_SELECTION_LISTS, type SelectionList } from './selection';

const fieldOf = (settings: unknown, key: string): unknown =>
  typeof settings === 'object' && settings !== null ? Reflect.get(settings, key) : undefined;

/** Who may see the gallery: invited clients unless set, or set to something unknown. */
export function readVisibility(settings: unknown): (typeof galleryVisibilities)[number] {
  const stored = fieldOf(settings, 'visibility');
  return galleryVisibilities.find((visibility) => visibility === stored) ?? 'invite';
}

function readList(stored: unknown): SelectionList | undefined {
  if (!isRecord(stored)) return undefined;
  const { id, name, max = null } = stored;
  if (!isEntityId(id) || id === FAVOURITES || typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > LIST_NAME_MAX) return undefined;
  const limit = max === null || (Number.isInteger(max) && Number(max) >= 1 && Number(max) <= MAX_LIST_PHOTOS);
  return limit ? { id, name: trimmed, max: max as number | null } : undefined;
}

/** The lists clients choose into besides Favourites: none unless set, and none if any is malformed. */
export function readSelectionLists(settings: unknown): SelectionList[] {
  const stored = fieldOf(settings, 'selectionLists');
  if (!Array.isArray(stored) || stored.length > MAX_SELECTION_LISTS) return [];
  const lists = stored.map(readList);
  const read = lists.filter((list) => list !== undefined);
  const unique = new Set(read.map((list) => list.id)).size === stored.length;
  return read.length === stored.length && unique ? read : [];
}
