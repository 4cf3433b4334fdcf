import { useCallback, useMemo, useRef, useState } from 'react';
import { createRequiredContext } from './required-context';
import { useZeroMutation, type MutateRequest } from './use-zero-mutation';

export type DocumentSaves = {
  /** Sends one change of the draft; resolves with the refusal's message, or undefined once saved. */
  save: (request: MutateRequest) => Promise<string | undefined>;
  /** Whether a change is still on its way to the server. */
  saving: boolean;
  /** Resolves once every change sent so far has its answer: sending or issuing reads the saved draft. */
  settled: () => Promise<void>;
};

/**
 * The draft editors save each field as the person leaves it, through the mutators. Sending a quote
 * or issuing an invoice goes through the API, which reads the database: it waits for these first,
 * so the last field typed is in what the client gets.
 */
export function useDocumentSavesState(): DocumentSaves {
  const mutate = useZeroMutation();
  const inFlight = useRef(new Set<Promise<unknown>>());
  const [count, setCount] = useState(0);
  const save = useCallback(
    async (request: MutateRequest) => {
      const outcome = mutate(request, { awaitServer: true });
      inFlight.current.add(outcome);
      setCount((n) => n + 1);
      try {
        const result = await outcome;
        return result.ok ? undefined : result.message;
      } finally {
        inFlight.current.delete(outcome);
        setCount((n) => n - 1);
      }
    },
    [mutate],
  );
  const settled = useCallback(async () => {
    await Promise.allSettled([...inFlight.current]);
  }, []);
  return useMemo(() => ({ save, saving: count > 0, settled }), [save, count, settled]);
}

export const [DocumentSavesContext, useDocumentSaves] = createRequiredContext<DocumentSaves>(
  'useDocumentSaves',
  'DocumentSavesContext',
);
