import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `params` with `name` set to `value`, or without `name` when there is no value. */
export function withSearchParam(params: URLSearchParams, name: string, value: string | undefined): URLSearchParams {
  if (value) params.set(name, value);
  else params.delete(name);
  return params;
}

/**
 * One value of the address's query string and a setter that changes only it (undefined removes
 * it): what a screen keeps in the address so that a link, a reload or Back shows the same thing.
 * `replace` changes the current history entry instead of adding one.
 */
export function useSearchParam(
  name: string,
  { replace = false }: { replace?: boolean } = {},
): readonly [string | undefined, (value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const setValue = useCallback(
    (value: string | undefined) => setParams((current) => withSearchParam(current, name, value), { replace }),
    [name, replace, setParams],
  );
  return [params.get(name) ?? undefined, setValue];
}
