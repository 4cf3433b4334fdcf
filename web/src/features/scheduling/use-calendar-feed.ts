import { useCallback, useEffect, useState } from 'react';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { answerShape, v } from '../../lib/answer-shape';

// valita, as the first screen's answers: the calendar needs no validation library of its own.
const feedResponse = answerShape(v.object({ url: v.string().assert((url) => URL.canParse(url)) }));

/** The caller's calendar feed address, loading or failed, and how to ask for a new one. */
export type CalendarFeed =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; url: string; replace: () => Promise<void> };

/** Loads the caller's secret calendar address of the studio from the API, and replaces it. */
export function useCalendarFeed(): CalendarFeed {
  const { account } = useAccount();
  const api = useApi();
  const path = `/api/accounts/${encodeURIComponent(account.id)}/calendar-feed`;
  const [answer, setAnswer] = useState<{ path: string; url: string } | { path: string; error: unknown }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api.get(path, feedResponse).then(
      ({ url }) => current && setAnswer({ path, url }),
      (error: unknown) => current && setAnswer({ path, error }),
    );
    return () => {
      current = false;
    };
  }, [api, path, attempt]);

  const replace = useCallback(async () => {
    const { url } = await api.post(path, undefined, feedResponse);
    setAnswer({ path, url });
  }, [api, path]);

  // An answer for another studio (just switched) is no answer.
  if (answer?.path !== path) return { state: 'loading' };
  const retry = () => {
    setAnswer(undefined);
    setAttempt((n) => n + 1);
  };
  if ('error' in answer) return { state: 'failed', error: answer.error, retry };
  return { state: 'ready', url: answer.url, replace };
}
