// The proposal a back-office route names (/api/accounts/{id}/proposals/{proposalId}/…), and the
// address its client opens it at.
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import type { ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';
import { proposalLinkPath } from '../lib/proposals/proposals';

export const proposalInPath = (event: ApiEvent): string => parseInput(event.pathParameters?.proposalId, entityId);

/** The link's path under the studio's public address, or its id while it has none. */
export async function studioLinkPath(sql: postgres.Sql, accountId: string, token: string): Promise<string> {
  const [account] = await sql<{ slug: string | null }[]>`select slug from accounts where id = ${accountId}`;
  return proposalLinkPath(account?.slug ?? accountId, token);
}
