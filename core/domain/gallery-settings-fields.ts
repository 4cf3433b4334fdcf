// Two fields of a gallery's settings, in zod/mini (./gallery.ts builds the whole settings schema
// from them): who may see the gallery, and its named lists. Screens read them by the same rules
// without zod (./stored-gallery-settings.ts).
import { z } from 'zod/mini';
import { galleryVisibilities } from './gallery-options';
import { entityId } from './ids';
import { FAVOURITES, LIST_NAME_MAX, MAX_LIST_PHOTOS, MAX_SELECTION_LISTS } from './selection';

export const visibilityField = z._default(z.enum(galleryVisibilities), 'invite');

/** A named list clients choose photos into ("Album", "Prints"), with an optional maximum. */
export const selectionList = z.object({
  id: entityId.check(z.refine((id) => id !== FAVOURITES, 'invalid')),
  name: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(LIST_NAME_MAX, 'tooLong')),
  max: z._default(
    z.nullable(z.number().check(z.int(), z.minimum(1, 'invalid'), z.maximum(MAX_LIST_PHOTOS, 'invalid'))),
    null,
  ),
});

/** The lists clients choose into besides Favourites (./selection.ts): each id once; none unless set. */
export const selectionListsField = z._default(
  z.array(selectionList).check(
    z.maxLength(MAX_SELECTION_LISTS, 'tooLong'),
    z.refine((lists) => new Set(lists.map((list) => list.id)).size === lists.length, 'invalid'),
  ),
  [],
);

/**
 * Reads one field of settings as stored (JSON): its default when missing or malformed, whatever
 * the other fields hold. A field may be full zod's too (./gallery.ts reads every field this way).
 */
export function storedField<S extends z.core.$ZodType>(key: string, field: S): (settings: unknown) => z.output<S> {
  const read = z.catch(field, z.parse(field, undefined));
  return (settings) =>
    read.parse(typeof settings === 'object' && settings !== null ? Reflect.get(settings, key) : undefined);
}
