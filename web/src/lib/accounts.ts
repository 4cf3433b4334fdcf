import { z } from 'zod/mini';
import { customDomainView } from '@core/domain/custom-domain';
import { roleSchema } from '@core/domain/roles';
import type { ApiClient } from './api';
import type { Language } from './languages';

/** A studio the signed-in photographer belongs to, as `GET /api/accounts` describes it. */
export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
  createdAt: z.number(),
  settings: z.catch(z.record(z.string(), z.unknown()), {}),
  /** The caller's role in this studio. */
  role: roleSchema,
  /** When the studio will be purged, once an owner has deleted it (a list kept offline may lack it). */
  deletionScheduledAt: z._default(z.nullable(z.number()), null),
  /** The studio's claim on a domain of its own, pending or verified (a list kept offline may lack it). */
  customDomain: z._default(z.nullable(customDomainView), null),
});
export type Account = z.output<typeof accountSchema>;

const accountsResponse = z.object({ accounts: z.array(accountSchema) });
const accountResponse = z.object({ account: accountSchema });

export async function fetchAccounts(api: ApiClient): Promise<Account[]> {
  const { accounts } = await api.get('/api/accounts', accountsResponse);
  return accounts;
}

/** A further studio, owned by the caller; its ready-made templates are named in `language`. */
export async function createAccount(api: ApiClient, name: string, language: Language): Promise<Account> {
  const { account } = await api.post('/api/accounts', { name, language }, accountResponse);
  return account;
}

export async function renameAccount(api: ApiClient, id: string, name: string): Promise<Account> {
  const { account } = await api.patch(`/api/accounts/${encodeURIComponent(id)}`, { name }, accountResponse);
  return account;
}

export async function setAccountSlug(api: ApiClient, id: string, slug: string): Promise<Account> {
  const { account } = await api.patch(`/api/accounts/${encodeURIComponent(id)}/slug`, { slug }, accountResponse);
  return account;
}

/**
 * Changes some of the studio's settings (accounts.settings): each key sent replaces that key's
 * value whole, null removes it, and the API keeps every other key as it was.
 */
export async function updateAccountSettings(
  api: ApiClient,
  id: string,
  settings: Record<string, unknown>,
): Promise<Account> {
  const { account } = await api.patch(`/api/accounts/${encodeURIComponent(id)}`, { settings }, accountResponse);
  return account;
}

/** Claims `hostname` for the studio's site, pending until verified; '' gives the claim up. */
export async function claimCustomDomain(api: ApiClient, id: string, hostname: string): Promise<Account> {
  const { account } = await api.put(`/api/accounts/${encodeURIComponent(id)}/domain`, { hostname }, accountResponse);
  return account;
}

/** Asks the API to look for the claim's TXT record now; refused with `domain_unverified` while it is missing. */
export async function verifyCustomDomain(api: ApiClient, id: string): Promise<Account> {
  const { account } = await api.post(`/api/accounts/${encodeURIComponent(id)}/domain/verify`, {}, accountResponse);
  return account;
}
