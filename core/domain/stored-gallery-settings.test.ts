import { describe, expect, it } from 'vitest';
import { readGallerySettings } from './gallery';
import { readSelectionLists, readVisibility } from './stored-gallery-settings';

const album = { id: 'album', name: 'Album', max: 2 };

describe('a gallery settings field read on its own', () => {
  it.each([
    ['lists as stored', { selectionLists: [album, { id: 'prints', name: ' Prints ' }] }],
    ['no lists', { visibility: 'public' }],
    ['no settings', null],
    ['settings that are not an object', 'lists'],
    ['a list named Favourites', { selectionLists: [{ id: 'favourites', name: 'Mine' }] }],
    ['an id twice', { selectionLists: [album, { ...album, name: 'Again' }] }],
    ['a maximum of none', { selectionLists: [{ ...album, max: 0 }] }],
    ['a malformed field beside them', { selectionLists: [album], downloadPin: 'abc' }],
    ['a maximum of none written as null', { selectionLists: [{ ...album, max: null }] }],
    ['a maximum of half a photo', { selectionLists: [{ ...album, max: 2.5 }] }],
    ['a maximum above any list', { selectionLists: [{ ...album, max: 10_001 }] }],
    ['a maximum written as text', { selectionLists: [{ ...album, max: '2' }] }],
    ['an id of other characters', { selectionLists: [{ ...album, id: 'al bum' }] }],
    ['an id too long', { selectionLists: [{ ...album, id: 'a'.repeat(65) }] }],
    ['a name of spaces', { selectionLists: [{ ...album, name: '   ' }] }],
    ['a name of 40 characters', { selectionLists: [{ ...album, name: 'n'.repeat(40) }] }],
    ['a name of 41 characters', { selectionLists: [{ ...album, name: 'n'.repeat(41) }] }],
    ['a key a list does not have', { selectionLists: [{ ...album, colour: 'red' }] }],
    ['ten lists', { selectionLists: Array.from({ length: 10 }, (_, i) => ({ id: `l${i}`, name: `L${i}` })) }],
    ['eleven lists', { selectionLists: Array.from({ length: 11 }, (_, i) => ({ id: `l${i}`, name: `L${i}` })) }],
    ['a list that is not an object', { selectionLists: [album, 'prints'] }],
    ['lists that are not a list', { selectionLists: { album } }],
  ])('reads %s as the gallery settings do', (_, stored) => {
    expect(readSelectionLists(stored)).toEqual(readGallerySettings(stored).selectionLists);
  });

  it.each([
    ['public', { visibility: 'public' }, 'public'],
    ['invite only', { visibility: 'invite', selectionLists: 'none' }, 'invite'],
    ['missing', {}, 'invite'],
    ['malformed', { visibility: 'everyone' }, 'invite'],
    ['with no settings', null, 'invite'],
  ])('reads a visibility %s as the gallery settings do', (_, stored, visibility) => {
    expect(readVisibility(stored)).toBe(visibility);
    expect(readGallerySettings(stored).visibility).toBe(visibility);
  });

  it('trims names, defaults the maximum, and drops malformed lists', () => {
    expect(readSelectionLists({ selectionLists: [album, { id: 'prints', name: ' Prints ' }] })).toEqual([
      album,
      { id: 'prints', name: 'Prints', max: null },
    ]);
    expect(readSelectionLists({ selectionLists: [{ id: 'prints', name: '' }] })).toEqual([]);
  });
});
