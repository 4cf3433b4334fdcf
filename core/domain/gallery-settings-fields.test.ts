import { describe, expect, it } from 'vitest';
import { readGallerySettings } from './gallery';
import { readSelectionLists, readVisibility } from './gallery-settings-fields';

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
