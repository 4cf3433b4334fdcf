// What only the API does to a contract (functions/contracts/): send it, countersign it, replace it
// with a new version, withdraw it, and make or revoke its client's link. Each answer is checked.
import { z } from 'zod';
import type { SignatureInput } from '@core/domain/contract';
import type { ApiClient } from '../../lib/api';

const contractPath = (accountId: string, id: string) =>
  `/api/accounts/${encodeURIComponent(accountId)}/contracts/${encodeURIComponent(id)}`;

/** The client's link path, answered once (only its hash is kept). */
const linked = z.object({ path: z.string() });

/** Sends the draft; answers its client's link and whether the mail to them went out. */
export function sendContract(api: ApiClient, accountId: string, id: string) {
  return api.post(`${contractPath(accountId, id)}/send`, undefined, linked.extend({ mailed: z.boolean() }));
}

export function countersignContract(
  api: ApiClient,
  accountId: string,
  id: string,
  body: { name: string; signature: SignatureInput },
) {
  return api.post(`${contractPath(accountId, id)}/countersign`, body, z.unknown());
}

/** A new draft copying the contract, one version up; answers its id. */
export async function newContractVersion(api: ApiClient, accountId: string, id: string) {
  return (await api.post(`${contractPath(accountId, id)}/new-version`, undefined, z.object({ id: z.string() }))).id;
}

export function voidContract(api: ApiClient, accountId: string, id: string) {
  return api.post(`${contractPath(accountId, id)}/void`, undefined, z.unknown());
}

export async function renewContractLink(api: ApiClient, accountId: string, id: string) {
  return (await api.post(`${contractPath(accountId, id)}/link`, undefined, linked)).path;
}

export function revokeContractLink(api: ApiClient, accountId: string, id: string) {
  return api.delete(`${contractPath(accountId, id)}/link`, z.unknown());
}

/** The sealed PDF once both signed, else a preview of the filled text. */
export const contractPdfPath = (accountId: string, id: string) => `${contractPath(accountId, id)}/pdf`;
