import { describe, expect, it } from 'vitest';
import { galleryFields } from '@core/domain/gallery';
import { fromListRows, newListRow, selectionListRows, toListRows } from './selection-lists-form';

const messages = (value: unknown) =>
  selectionListRows.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('selectionListRows', () => {
  it('turns the typed maximum into a number, or none when empty', () => {
    const rows = selectionListRows.parse([
      { listId: 'a', name: ' Album ', max: ' 40 ' },
      { listId: 'b', name: 'Prints', max: '' },
    ]);
    expect(fromListRows(rows)).toEqual([
      { id: 'a', name: 'Album', max: 40 },
      { id: 'b', name: 'Prints', max: null },
    ]);
  });

  it('refuses an empty or long name, a maximum out of range and a name used twice', () => {
    expect(
      messages([
        { listId: 'a', name: '  ', max: '0' },
        { listId: 'b', name: 'x'.repeat(41), max: '10001' },
        { listId: 'c', name: 'Album', max: '2.5' },
        { listId: 'd', name: 'album ', max: 'ten' },
      ]),
    ).toEqual([
      ['0.name', 'required'],
      ['0.max', 'listMax'],
      ['1.name', 'tooLong'],
      ['1.max', 'listMax'],
      ['2.max', 'listMax'],
      ['3.max', 'listMax'],
      ['3.name', 'listNameTaken'],
    ]);
  });

  it('allows at most ten lists', () => {
    const rows = Array.from({ length: 11 }, (_, index) => ({ listId: `l${index}`, name: `List ${index}`, max: '' }));
    expect(messages(rows)).toEqual([['', 'tooLong']]);
  });
});

describe('list rows', () => {
  it('round-trip the stored lists, and a new row gets an id the domain accepts', () => {
    const stored = [
      { id: 'a', name: 'Album', max: 40 },
      { id: 'b', name: 'Retouch', max: null },
    ];
    expect(fromListRows(selectionListRows.parse(toListRows(stored)))).toEqual(stored);
    const row = { ...newListRow(), name: 'Prints' };
    const settings = galleryFields.shape.settings.parse({
      selectionLists: fromListRows(selectionListRows.parse([row])),
    });
    expect(settings.selectionLists).toEqual([{ id: row.listId, name: 'Prints', max: null }]);
  });
});
