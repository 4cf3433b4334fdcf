import { describe, expect, it } from 'vitest';
import { FAVOURITES, lightroomFilter } from '@core/domain/selection';
import { clientLabel, clientSelections, pickedPhotos, selectionsCsv } from './selection-summary';

const photos = ['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.CR3', 'IMG_0004.jpg'].map((filename, index) => ({
  id: `p${index + 1}`,
  filename,
}));
const lists = [
  { id: 'album', name: 'Album', max: 2 },
  { id: 'prints', name: 'Prints, large', max: null },
];
const laura = {
  id: 'i1',
  email: 'laura@example.com',
  name: 'Laura Puig',
  selectionSentAt: Date.UTC(2026, 11, 3, 14, 5),
};
const marc = { id: 'i2', email: 'marc@example.com', name: '' };
const nobody = { id: 'i3', email: 'nobody@example.com', name: 'Nobody' };

const pick = (inviteId: string, photoId: string, picked: string[], comment = '', updatedAt = 1) => ({
  inviteId,
  photoId,
  lists: picked,
  comment,
  updatedAt,
});

describe('clientSelections', () => {
  const selections = clientSelections({
    clients: [marc, nobody, laura],
    photos,
    lists,
    picks: [
      // Out of the gallery's order, and in its lists out of theirs.
      pick('i1', 'p3', ['prints', FAVOURITES, 'album'], '  Crop tighter  '),
      pick('i1', 'p1', [FAVOURITES]),
      pick('i1', 'p2', ['album'], 'Black and white?'),
      // A list the gallery no longer has, a photo no longer in it, nothing left at all.
      pick('i1', 'p4', ['retired'], 'Lighter, please'),
      pick('i1', 'gone', [FAVOURITES], 'Deleted photo'),
      pick('i2', 'p4', ['retired']),
      pick('i2', 'p2', [FAVOURITES], '', 5),
      pick('i3', 'p1', [], '   '),
    ],
  });

  it('keeps only clients who chose something, those who sent it first', () => {
    expect(selections.map((selection) => selection.client.id)).toEqual(['i1', 'i2']);
  });

  it('gives each list, Favourites first, its photos in the gallery order', () => {
    const [first] = selections;
    expect(
      first?.lists.map((list) => [list.id, list.name, list.max, list.photos.map((chosen) => chosen.photo.id)]),
    ).toEqual([
      [FAVOURITES, undefined, null, ['p1', 'p3']],
      ['album', 'Album', 2, ['p2', 'p3']],
      ['prints', 'Prints, large', null, ['p3']],
    ]);
    expect(first?.photos.map((chosen) => [chosen.photo.id, chosen.lists, chosen.comment])).toEqual([
      ['p1', [FAVOURITES], ''],
      ['p2', ['album'], 'Black and white?'],
      ['p3', [FAVOURITES, 'album', 'prints'], 'Crop tighter'],
      ['p4', [], 'Lighter, please'],
    ]);
    expect(first?.otherComments.map((chosen) => chosen.photo.id)).toEqual(['p4']);
    expect(lightroomFilter(first?.lists[1]?.photos.map((chosen) => chosen.photo.filename) ?? [])).toBe(
      'IMG_0002, IMG_0003',
    );
  });

  it('shows every list for a client, empty ones too', () => {
    expect(selections[1]?.lists.map((list) => list.photos.length)).toEqual([1, 0, 0]);
  });

  it('orders sent selections by when they were sent, then the rest by their latest change', () => {
    const earlier = { ...marc, selectionSentAt: Date.UTC(2026, 11, 1) };
    const later = { ...nobody, selectionSentAt: Date.UTC(2026, 11, 2) };
    const unsent = { id: 'i4', email: 'zoe@example.com', name: 'Zoe' };
    const order = clientSelections({
      clients: [unsent, earlier, laura, later],
      photos,
      lists,
      picks: [
        pick('i2', 'p1', [FAVOURITES]),
        pick('i3', 'p1', [FAVOURITES]),
        pick('i4', 'p1', [FAVOURITES], '', 99),
        pick('i1', 'p1', [FAVOURITES]),
      ],
    }).map((selection) => selection.client.id);
    expect(order).toEqual(['i1', 'i3', 'i2', 'i4']);
  });
});

describe('clientLabel', () => {
  it('names a client by their name, else by their e-mail', () => {
    expect(clientLabel(laura)).toBe('Laura Puig');
    expect(clientLabel({ name: '  ', email: 'marc@example.com' })).toBe('marc@example.com');
  });
});

describe('selectionsCsv', () => {
  it('writes a row per client and photo with the lists by name, neutralising formulas', () => {
    const selections = clientSelections({
      clients: [laura, { ...marc, name: '=HYPERLINK("http://evil.example")' }],
      photos,
      lists,
      picks: [
        pick('i1', 'p3', ['prints', FAVOURITES, 'album'], 'Crop tighter'),
        pick('i1', 'p4', [], 'Line one\nline two'),
        pick('i2', 'p1', [FAVOURITES], '+34 600'),
      ],
    });
    const csv = selectionsCsv(selections, { header: (column) => `h:${column}`, favourites: 'Favoritas' });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'h:client,h:email,h:filename,h:lists,h:comment',
      'Laura Puig,laura@example.com,IMG_0003.CR3,"Favoritas, Album, Prints, large",Crop tighter',
      'Laura Puig,laura@example.com,IMG_0004.jpg,,"Line one\nline two"',
      `"'=HYPERLINK(""http://evil.example"")",marc@example.com,IMG_0001.jpg,Favoritas,'+34 600`,
      '',
    ]);
  });
});

describe('pickedPhotos', () => {
  it('lists each photo in some list with the clients who picked it, leaving out a comment alone', () => {
    const picked = pickedPhotos(
      clientSelections({
        clients: [laura, marc],
        photos,
        lists,
        picks: [pick('i1', 'p1', [FAVOURITES]), pick('i2', 'p1', ['album']), pick('i2', 'p2', [], 'Too dark?')],
      }),
    );
    expect([...picked].map(([id, who]) => [id, who.map((client) => client.id)])).toEqual([['p1', ['i1', 'i2']]]);
  });
});
