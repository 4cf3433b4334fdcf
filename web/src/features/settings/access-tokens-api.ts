import { z } from 'zod';
import { listedAccessToken, type AccessTokenRequest, type ListedAccessToken } from '@core/domain/access-token';
import type { ApiClient } from '../../lib/api';

const tokensPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/access-tokens`;

/** The caller's own access tokens for the studio, newest first. */
export async function listAccessTokens(api: ApiClient, accountId: string): Promise<ListedAccessToken[]> {
  return (await api.get(tokensPath(accountId), z.object({ tokens: z.array(listedAccessToken) }))).tokens;
}

/** A new token: its listing, and its secret, which the API gives this once. */
export function createAccessToken(
  api: ApiClient,
  accountId: string,
  request: AccessTokenRequest,
): Promise<{ token: ListedAccessToken; secret: string }> {
  return api.post(tokensPath(accountId), request, z.object({ token: listedAccessToken, secret: z.string() }));
}

export async function revokeAccessToken(api: ApiClient, accountId: string, tokenId: string): Promise<void> {
  await api.delete(`${tokensPath(accountId)}/${encodeURIComponent(tokenId)}`, z.undefined());
}
