import { useCallback, useState } from 'react';
import { useAuthErrorMessage, type AuthErrorMessage, type AuthRefusals } from './use-auth-error-message';

/**
 * A form's calls to Supabase Auth, and the error it shows (AuthErrorAlert). `request` clears the
 * last error and makes the call. It resolves with supabase-js's answer when the server accepted
 * the call. It resolves with undefined once a refusal, or a request that never got an answer,
 * has become the form's translated error.
 */
export function useAuthRequest(refusals?: AuthRefusals) {
  const describe = useAuthErrorMessage(refusals);
  const [error, setError] = useState<AuthErrorMessage>();
  const request = useCallback(
    async <Answer extends { error: unknown }>(call: () => Promise<Answer>): Promise<Answer | undefined> => {
      setError(undefined);
      try {
        const answer = await call();
        if (!answer.error) return answer;
        setError(describe(answer.error));
      } catch (thrown) {
        setError(describe(thrown));
      }
      return undefined;
    },
    [describe],
  );
  return { error, request };
}
