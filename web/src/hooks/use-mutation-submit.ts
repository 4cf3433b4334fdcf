import { useState } from 'react';
import { useZeroMutation, type MutateRequest } from './use-zero-mutation';

/** Sends a form's Zero mutation, keeping a refusal as the form's error so it shows in place. */
export function useMutationSubmit() {
  const mutate = useZeroMutation();
  const [error, setError] = useState<string>();

  const submit = async (request: MutateRequest, onSaved: () => void) => {
    setError(undefined);
    const outcome = await mutate(request);
    if (outcome.ok) onSaved();
    else setError(outcome.message);
  };

  return { error, submit };
}
