import type { CustomDomainView } from '@core/domain/custom-domain';
import { roles } from '@core/domain/roles';
import { answerShape, recordOrEmpty, v } from './answer-shape';
import type { ApiClient } from './api';
import type { Language } from './languages';

/** A studio's claim on a domain of its own, as the API shows it to its members. */
const customDomainView: v.Type<CustomDomainView> = v.object({
  hostname: v.string(),
  verified: v.boolean(),
  record: v.object({ name: v.string(), value: v.string() }),
});

/** A studio the signed-in photographer belongs to, as `GET /api/accounts` describes it. */
export const accountShape = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string().nullable(),
  createdAt: v.number(),
  settings: v
    .unknown()
    .optional(() => ({}))
    .map(recordOrEmpty),
  /** The caller's role in this studio. */
  role: v.union(...roles.map((role) => v.literal(role))),
  /** When the studio will be purged, once an owner has deleted it (a list kept offline may lack it). */
  deletionScheduledAt: v
    .number()
    .nullable()
    .optional(() => null),
  /** The studio's claim on a domain of its own, pending or verified (a list kept offline may lack it). */
  customDomain: customDomainView.nullable().optional(() => null),
});
export type Account = v.Infer<typeof accountShape>;

const accountsResponse = answerShape(v.object({ accounts: v.array(accountShape) }));
export const accountResponse = answerShape(v.object({ account: accountShape }));

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
