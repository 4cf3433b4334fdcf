/**
 * The photo open in a gallery, as its page's address holds it (`?photo=<id>`): read and changed
 * through the app's router, or through the History API on a page its server drew.
 */
export type GalleryAddress = {
  photoId: string | null;
  /** Whether this page put the open photo in the history, so Back closes it. */
  openedHere: boolean;
  setPhoto: (photoId: string | null, how: 'push' | 'replace') => void;
  back: () => void;
};

export const PHOTO_PARAM = 'photo';
