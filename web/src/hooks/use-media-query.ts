import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, followed live. Re-renders only when the answer changes (crossing a
 * breakpoint, switching the OS theme), not on every resize. A page drawn on a server (and its
 * first render in the browser) reads false.
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: React reads the snapshot on every render of a list row's table.
  const list = useMemo(() => (typeof window === 'undefined' ? undefined : window.matchMedia(query)), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}
