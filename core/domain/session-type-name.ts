import { searchText } from './search';

/**
 * The saved type a booking's typed type names, if any: "newborn" or "recien nacido" pick
 * "Newborn" or "Recién nacido", as people type without minding case or accents. Spaces count,
 * so "wedding " is still on its way to "Wedding day".
 */
export function sessionTypeNamed<T extends { name: string }>(types: readonly T[], typed: string): T | undefined {
  const wanted = searchText(typed);
  return wanted.trim() === '' ? undefined : types.find((type) => searchText(type.name) === wanted);
}
