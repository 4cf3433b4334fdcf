import { z } from 'zod/mini';
import { exportStatuses } from '@core/domain/studio-data';
import { accountResponse, type Account } from './accounts';
import type { ApiClient } from './api';

/** An export of the studio, as `GET /api/accounts/{id}/exports` lists them. */
const studioExport = z.object({
  id: z.string(),
  status: z.enum(exportStatuses),
  createdAt: z.number(),
  finishedAt: z.nullable(z.number()),
  size: z.nullable(z.number()),
});
export type StudioExport = z.output<typeof studioExport>;

const accountPath = (accountId: string, rest: string) => `/api/accounts/${encodeURIComponent(accountId)}${rest}`;

export async function listExports(api: ApiClient, accountId: string): Promise<StudioExport[]> {
  return (await api.get(accountPath(accountId, '/exports'), z.object({ exports: z.array(studioExport) }))).exports;
}

export async function requestExport(api: ApiClient, accountId: string, locale: string): Promise<StudioExport> {
  return (await api.post(accountPath(accountId, '/exports'), { locale }, z.object({ export: studioExport }))).export;
}

/** A short-lived address of a ready export's ZIP. */
export async function exportDownloadUrl(api: ApiClient, accountId: string, exportId: string): Promise<string> {
  const path = accountPath(accountId, `/exports/${encodeURIComponent(exportId)}`);
  return (await api.get(path, z.object({ url: z.url() }))).url;
}

/** Schedules the studio's deletion; `name` is the studio's name, typed again. */
export async function scheduleStudioDeletion(api: ApiClient, accountId: string, name: string): Promise<Account> {
  return (await api.post(accountPath(accountId, '/deletion'), { name }, accountResponse)).account;
}

export async function cancelStudioDeletion(api: ApiClient, accountId: string): Promise<Account> {
  return (await api.delete(accountPath(accountId, '/deletion'), accountResponse)).account;
}
