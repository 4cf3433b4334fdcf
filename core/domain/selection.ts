// A client's selection in a gallery: the photos they mark, each in one or more of the gallery's
// lists (the Favourites every gallery has, and the named lists the photographer adds, some with
// a maximum), with a comment of their own. What a client sends is checked in ./selection-pick.ts.

/** The list every gallery has: the client's favourites, with no maximum. */
export const FAVOURITES = 'favourites';

/** How many named lists a gallery may have besides Favourites. */
export const MAX_SELECTION_LISTS = 10;

/** The longest name of a named list. */
export const LIST_NAME_MAX = 40;

/** The most photos a named list may ask for. */
export const MAX_LIST_PHOTOS = 10_000;

/** The longest comment a client may write on a photo. */
export const MAX_COMMENT_LENGTH = 1000;

/** A named list as the photographer defines it (in the gallery's settings). */
export type SelectionList = { id: string; name: string; max: number | null };

/** Each list's photo count in `picks`, by list id. */
export function listCounts(picks: readonly { lists: readonly string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pick of picks) for (const list of pick.lists) counts.set(list, (counts.get(list) ?? 0) + 1);
  return counts;
}

/**
 * File names as Lightroom Classic's Library Filter takes them (Text, Filename, Contains): names
 * without their extension, separated by commas, which that filter reads as "any of these".
 */
export function lightroomFilter(filenames: readonly string[]): string {
  const names = filenames.map((name) => name.replace(/\.[^.]+$/, ''));
  return [...new Set(names)].join(', ');
}
