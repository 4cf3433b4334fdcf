// The gallery form's named lists (core/domain/selection.ts): each row keeps its id as `listId`,
// because react-hook-form's field arrays use `id` for their own keys, and its maximum as the
// text typed, empty for no maximum.
import { z } from 'zod';
import { selectionList } from '@core/domain/gallery-settings-fields';
import { MAX_LIST_PHOTOS, MAX_SELECTION_LISTS, type SelectionList } from '@core/domain/selection';
import { newId } from '@core/domain/ids';

/** The domain's rule for a list's name (required, at most 40 characters). */
const listName = selectionList.shape.name;

const listRow = z.object({
  listId: z.string(),
  name: listName,
  max: z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d{1,6}$/.test(text) && inRange(Number(text))), 'listMax')
    .transform((text) => (text === '' ? null : Number(text))),
});

function inRange(max: number): boolean {
  return max >= 1 && max <= MAX_LIST_PHOTOS;
}

/** The lists as the form checks them: names unique (clients tell the lists apart by them). */
export const selectionListRows = z
  .array(listRow)
  .max(MAX_SELECTION_LISTS, 'tooLong')
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const key = row.name.trim().toLocaleLowerCase();
      if (key && seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'listNameTaken' });
      seen.add(key);
    });
  });

export type SelectionListRow = z.input<typeof listRow>;

export function toListRows(lists: readonly SelectionList[]): SelectionListRow[] {
  return lists.map((list) => ({ listId: list.id, name: list.name, max: list.max === null ? '' : String(list.max) }));
}

export function fromListRows(rows: readonly z.output<typeof listRow>[]): SelectionList[] {
  return rows.map((row) => ({ id: row.listId, name: row.name, max: row.max }));
}

/** A row for a list not saved yet, with the id it keeps from now on. */
export function newListRow(): SelectionListRow {
  return { listId: newId(), name: '', max: '' };
}
