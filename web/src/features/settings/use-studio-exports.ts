import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { listExports, requestExport, type StudioExport } from '../../lib/studio-data';

/** While an export is being made, how often its state is asked again. */
const POLL_MS = 5000;

export type StudioExports =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | { state: 'ready'; latest: StudioExport | undefined; request: () => Promise<void> };

/** The studio's latest export and how to ask for a new one; asked again while one is being made. */
export function useStudioExports(): StudioExports {
  const { account } = useAccount();
  const api = useApi();
  const { i18n } = useTranslation();
  const [answer, setAnswer] = useState<
    { accountId: string; latest: StudioExport | undefined } | { accountId: string; error: unknown }
  >();
  const [attempt, setAttempt] = useState(0);
  const accountId = account.id;

  useEffect(() => {
    let current = true;
    listExports(api, accountId).then(
      (exports) => current && setAnswer({ accountId, latest: exports[0] }),
      (error: unknown) => current && setAnswer({ accountId, error }),
    );
    return () => {
      current = false;
    };
  }, [api, accountId, attempt]);

  const underWay = answer && 'latest' in answer && ['pending', 'building'].includes(answer.latest?.status ?? '');
  useEffect(() => {
    if (!underWay) return undefined;
    const timer = setTimeout(() => setAttempt((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [underWay, answer]);

  const request = useCallback(async () => {
    const created = await requestExport(api, accountId, i18n.resolvedLanguage ?? 'en');
    setAnswer({ accountId, latest: created });
  }, [api, accountId, i18n.resolvedLanguage]);

  if (answer?.accountId !== accountId) return { state: 'loading' };
  if ('error' in answer) {
    return { state: 'failed', error: answer.error, retry: () => setAttempt((n) => n + 1) };
  }
  return { state: 'ready', latest: answer.latest, request };
}
