import { z } from 'zod';
import type { ApiClient } from './api';

/** A studio the signed-in photographer belongs to, as `GET /api/accounts` describes it. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  createdAt: z.number(),
  settings: z.record(z.string(), z.unknown()).catch({}),
  role: z.enum(['owner', 'member']),
});
export type Account = z.output<typeof accountSchema>;
export type AccountRole = Account['role'];

const accountsResponse = z.object({ accounts: z.array(accountSchema) });
const accountResponse = z.object({ account: accountSchema });

export async function fetchAccounts(api: ApiClient): Promise<Account[]> {
  const { accounts } = await api.get('/api/accounts', accountsResponse);
  return accounts;
}

export async function renameAccount(api: ApiClient, id: string, name: string): Promise<Account> {
  const { account } = await api.patch(`/api/accounts/${encodeURIComponent(id)}`, { name }, accountResponse);
  return account;
}

export async function setAccountSlug(api: ApiClient, id: string, slug: string): Promise<Account> {
  const { account } = await api.patch(`/api/accounts/${encodeURIComponent(id)}/slug`, { slug }, accountResponse);
  return account;
}

/** Sets the zone the studio's dates are shown in; the API merges it into the other settings. */
export async function setAccountTimeZone(api: ApiClient, id: string, timeZone: string): Promise<Account> {
  const { account } = await api.patch(
    `/api/accounts/${encodeURIComponent(id)}`,
    { settings: { timeZone } },
    accountResponse,
  );
  return account;
}

/**
 * Sets the days the studio takes no bookings. They live in the photographer setting, which the
 * API replaces whole, so its other fields go along as this browser last synced them.
 */
export async function setLockedDays(
  api: ApiClient,
  id: string,
  photographer: Record<string, unknown>,
  lockedDays: readonly string[],
): Promise<Account> {
  const { account } = await api.patch(
    `/api/accounts/${encodeURIComponent(id)}`,
    { settings: { photographer: { ...photographer, lockedDays } } },
    accountResponse,
  );
  return account;
}
