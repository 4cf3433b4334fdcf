import { useEffect, useState } from 'react';
import { ApiError, createApiClient } from '../../lib/api';
import { previewInvitation, type InvitationPreview } from '../../lib/team';

/** What a team invitation's link leads to: its offer, or why there is none. */
export type InvitationState =
  | { state: 'loading' }
  /** Unknown, used, withdrawn or expired: there is nothing to accept. */
  | { state: 'invalid' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; preview: InvitationPreview };

/** Asks the API what the invitation behind `token` offers; no sign-in needed. */
export function useInvitationPreview(token: string): InvitationState {
  const [answer, setAnswer] = useState<
    { token: string; preview: InvitationPreview } | { token: string; error: unknown }
  >();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    previewInvitation(createApiClient(), token).then(
      (preview) => current && setAnswer({ token, preview }),
      (error: unknown) => current && setAnswer({ token, error }),
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  // A link without its token (cut short when copied) leads nowhere either.
  if (!token) return { state: 'invalid' };
  if (answer?.token !== token) return { state: 'loading' };
  if ('preview' in answer) return { state: 'ready', preview: answer.preview };
  if (answer.error instanceof ApiError && answer.error.code === 'team_invite_invalid') return { state: 'invalid' };
  const retry = () => {
    setAnswer(undefined);
    setAttempt((n) => n + 1);
  };
  return { state: 'failed', error: answer.error, retry };
}
