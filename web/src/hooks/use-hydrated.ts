import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a page its server drew (and on that server), true afterwards and
 * in a page React draws itself: what only this browser can know (its stored theme, its time
 * zone) waits for it, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
