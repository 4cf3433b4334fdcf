import { describe, expect, it } from 'vitest';
import { allowedDownloadSizes, createGalleryArgs, readGallerySettings, updateGalleryArgs } from './gallery';
import { isExpired } from './gallery-options';

describe('gallery rules', () => {
  it('never expires when expiresAt is 0', () => {
    expect(isExpired(0, Date.now() + 1e12)).toBe(false);
    expect(isExpired(1000, 999)).toBe(false);
    expect(isExpired(1000, 1000)).toBe(true);
  });

  it('reads stored settings with safe defaults: invite-only, downloads on, new photos by capture time', () => {
    const defaults = {
      visibility: 'invite',
      downloads: true,
      downloadSizes: 'web',
      downloadPin: null,
      photoOrder: 'capture',
      selectionLists: [],
      watermark: { enabled: false, kind: 'text', text: '', position: 'center', opacity: 0.4, size: 30 },
      expiryReminderDays: 7,
      selectionReminderDays: 3,
    };
    expect(readGallerySettings({})).toEqual(defaults);
    expect(readGallerySettings({ visibility: 'public', downloads: false, photoOrder: 'filename' })).toEqual({
      ...defaults,
      visibility: 'public',
      downloads: false,
      photoOrder: 'filename',
    });
    expect(readGallerySettings({ visibility: 'everyone' })).toEqual(defaults);
    expect(readGallerySettings({ photoOrder: 'random' })).toEqual(defaults);
  });

  it('falls back on a malformed stored field alone, keeping the others as saved', () => {
    expect(readGallerySettings({ visibility: 'public', downloadPin: '12', expiryReminderDays: null })).toMatchObject({
      visibility: 'public',
      downloadPin: null,
      expiryReminderDays: null,
    });
    expect(readGallerySettings({ downloads: false, watermark: { opacity: 7 } })).toMatchObject({
      downloads: false,
      watermark: { enabled: false, opacity: 0.4 },
    });
  });

  it('offers the download sizes the photographer allows, none when downloads are off', () => {
    const sizes = (settings: object) => allowedDownloadSizes(readGallerySettings(settings));
    expect(sizes({})).toEqual(['web']);
    expect(sizes({ downloadSizes: 'both' })).toEqual(['web', 'original']);
    expect(sizes({ downloadSizes: 'original' })).toEqual(['original']);
    expect(sizes({ downloads: false, downloadSizes: 'both' })).toEqual([]);
  });

  it('keeps up to ten named lists for clients, each with a name of its own id and an optional maximum', () => {
    const lists = (selectionLists: unknown) => readGallerySettings({ selectionLists }).selectionLists;
    expect(
      lists([
        { id: 'album', name: ' Album ', max: 20 },
        { id: 'prints', name: 'Prints' },
      ]),
    ).toEqual([
      { id: 'album', name: 'Album', max: 20 },
      { id: 'prints', name: 'Prints', max: null },
    ]);
    // Each of these makes the stored lists unreadable, so none is offered.
    for (const bad of [
      [{ id: 'favourites', name: 'Mine', max: null }],
      [
        { id: 'a', name: 'One', max: null },
        { id: 'a', name: 'Two', max: null },
      ],
      [{ id: 'a', name: '', max: null }],
      [{ id: 'a', name: 'Album', max: 0 }],
      Array.from({ length: 11 }, (_, i) => ({ id: `l${i}`, name: `List ${i}`, max: null })),
    ]) {
      expect(lists(bad), JSON.stringify(bad)).toEqual([]);
    }
  });

  it('needs a name to create a gallery', () => {
    const result = createGalleryArgs.safeParse({ id: 'g1', accountId: 'a1', name: ' ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['required']);
  });

  it('updates only what was sent: publishing sends no description, expiry or settings', () => {
    expect(updateGalleryArgs.parse({ id: 'g1', status: 'published' })).toEqual({ id: 'g1', status: 'published' });
    expect(updateGalleryArgs.parse({ id: 'g1', settings: { visibility: 'public' } })).toEqual({
      id: 'g1',
      settings: { visibility: 'public' },
    });
  });
});
