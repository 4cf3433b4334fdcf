import { useEffect, useState } from 'react';
import { useSearchParam } from '../../hooks/use-search-param';

/** Set by the Home quick actions: the list opens its "new" form on arrival. */
const NEW_PARAM = 'new';

/**
 * Whether this list was opened with `?new=1`, read once at mount so the form opens once. The
 * param is then dropped, replacing the history entry, so a reload or Back does not reopen it.
 */
export function useNewParam(): boolean {
  const [param, setParam] = useSearchParam(NEW_PARAM, { replace: true });
  const [requested] = useState(() => param !== undefined);
  useEffect(() => {
    if (param !== undefined) setParam(undefined);
  }, [param, setParam]);
  return requested;
}
