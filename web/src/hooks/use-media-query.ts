import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, followed live. Re-renders only when the answer changes (crossing a
 * breakpoint, switching the OS theme), not on every resize.
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: React reads the snapshot on every render of a list row's table.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
