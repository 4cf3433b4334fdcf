import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Set by the Home quick actions: the list opens its "new" form on arrival. */
const NEW_PARAM = 'new';

/**
 * Whether this list was opened with `?new=1`, read once at mount so the form opens once. The
 * param is then dropped, replacing the history entry, so a reload or Back does not reopen it.
 */
export function useNewParam(): boolean {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => params.has(NEW_PARAM));
  useEffect(() => {
    if (!params.has(NEW_PARAM)) return;
    setParams(
      (current) => {
        current.delete(NEW_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return requested;
}
