import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches, followed live. Re-renders only when the answer changes (crossing a
 * breakpoint, switching the OS theme), not on every resize.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
