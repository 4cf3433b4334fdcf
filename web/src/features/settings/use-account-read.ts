import { useCallback, useEffect, useState } from 'react';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import type { ApiClient } from '../../lib/api';

export type AccountRead<T> =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; data: T; reload: () => void };

/**
 * What `read` answers for the selected studio, asked again on `retry`/`reload` and when the
 * studio changes. The data shown stays while it is asked again, so a reload does not blink.
 * `read` must be stable (a module function).
 */
export function useAccountRead<T>(read: (api: ApiClient, accountId: string) => Promise<T>): AccountRead<T> {
  const { account } = useAccount();
  const api = useApi();
  const accountId = account.id;
  const [answer, setAnswer] = useState<{ accountId: string; data: T } | { accountId: string; error: unknown }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    read(api, accountId).then(
      (data) => current && setAnswer({ accountId, data }),
      (error: unknown) => current && setAnswer({ accountId, error }),
    );
    return () => {
      current = false;
    };
  }, [read, api, accountId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // After a failure there is nothing to keep showing: loading again says the retry is under way.
  const retry = useCallback(() => {
    setAnswer(undefined);
    reload();
  }, [reload]);
  if (answer?.accountId !== accountId) return { state: 'loading' };
  if ('error' in answer) return { state: 'failed', error: answer.error, retry };
  return { state: 'ready', data: answer.data, reload };
}
