import { toast } from '../lib/toast';
import { useZeroMutation, type MutateRequest, type MutationOptions } from './use-zero-mutation';

/**
 * Sends a mutation and, once it is accepted, says so in a toast. Returns the refusal's message
 * (for the dialog or form to show in place, keeping what was typed), or undefined.
 */
export function useToastedMutation() {
  const mutate = useZeroMutation();
  return async (request: MutateRequest, saved: string, options?: MutationOptions): Promise<string | undefined> => {
    const outcome = await mutate(request, options);
    if (!outcome.ok) return outcome.message;
    toast.success(saved);
    return undefined;
  };
}
