// The document a back-office route names (/api/accounts/{id}/…/{documentId}/…), and the address
// a client opens it at, under the studio's public address (none while the studio has no address).
import type postgres from 'postgres';
import { entityId } from '@core/domain/ids';
import type { ApiEvent } from '../lib/http';
import { parseInput } from '../lib/input';
import { documentLinkPath, type DocumentKind } from '../lib/client-links';

export const documentInPath = (event: ApiEvent): string => parseInput(event.pathParameters?.documentId, entityId);

export async function clientLinkPath(
  sql: postgres.Sql | postgres.TransactionSql,
  accountId: string,
  kind: DocumentKind,
  token: string,
): Promise<string | null> {
  const [account] = await sql<{ slug: string | null }[]>`select slug from accounts where id = ${accountId}`;
  return account?.slug ? documentLinkPath(account.slug, kind, token) : null;
}
