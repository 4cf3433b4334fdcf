import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../lib/api';
import { useAccount } from './use-account';

/** The API client bound to the selected studio (sent as X-Account-ID). */
export function useApi(): ApiClient {
  const { account } = useAccount();
  return useMemo(() => createApiClient(account.id), [account.id]);
}
