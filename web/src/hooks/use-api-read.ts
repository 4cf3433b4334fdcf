import { useCallback, useEffect, useState } from 'react';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { useApi } from './use-api';
import { useApiErrorMessage } from './use-api-error-message';

/**
 * What GET `path` answers, for what lives outside Zero: read on mount, again whenever `path` or
 * `refresh` changes and on `reload()`; the translated error of the last failed read until one
 * succeeds. Nothing is read while `path` is undefined.
 */
export function useApiRead<S extends StandardSchemaV1>(path: string | undefined, schema: S, refresh?: unknown) {
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const [answer, setAnswer] = useState<StandardSchemaV1.InferOutput<S>>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === undefined) return;
    let current = true;
    api.get(path, schema).then(
      (read) => {
        if (!current) return;
        setAnswer(read);
        setError(undefined);
      },
      (failure: unknown) => current && setError(apiErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [api, apiErrorMessage, path, schema, refresh, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { answer, error, reload };
}
