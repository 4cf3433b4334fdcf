import { useCallback, useState } from 'react';

/** Rows asked of the sync server at first, and added each time the end comes into view. */
export const LIST_PAGE = 100;
const MAX_WINDOW = 5000;

/**
 * How many rows a long list loads: a window that grows as the person scrolls, so a studio
 * with 10,000 customers syncs only what is on screen and a little more. Back to one page when
 * `key` (the filters) changes.
 */
export function useListWindow(key: string): { limit: number; grow: () => void } {
  const [state, setState] = useState({ key, limit: LIST_PAGE });
  if (state.key !== key) setState({ key, limit: LIST_PAGE });
  const grow = useCallback(
    () => setState((current) => ({ ...current, limit: Math.min(current.limit + LIST_PAGE, MAX_WINDOW) })),
    [],
  );
  return { limit: state.key === key ? state.limit : LIST_PAGE, grow };
}
