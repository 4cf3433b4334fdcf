// The pending invitation a link's token opens, or `team_invite_invalid`: an unknown, used,
// revoked or expired link all answer alike.
import type postgres from 'postgres';
import type { Role } from '@core/domain/roles';
import { z } from 'zod';
import { HttpError, type ApiEvent } from '../lib/http';
import { parseJsonBody } from '../lib/input';
import { hashSecretToken, isSecretTokenShaped } from '../lib/secret-token';

const tokenBody = z.strictObject({ token: z.string().max(200) });

export type OpenInvitation = {
  id: string;
  accountId: string;
  studioName: string;
  email: string;
  role: Role;
  expiresAt: number;
};

export async function openInvitation(sql: postgres.Sql, event: ApiEvent): Promise<OpenInvitation> {
  const { token } = parseJsonBody(event, tokenBody);
  if (!isSecretTokenShaped(token)) throw invalid();
  const [row] = await sql<OpenInvitation[]>`
    select i.id, i.account_id as "accountId", a.name as "studioName", i.email, i.role,
           i.expires_at::float8 as "expiresAt"
    from team_invitations i join accounts a on a.id = i.account_id
    where i.token_hash = ${hashSecretToken(token)} and i.expires_at > ${Date.now()}`;
  if (!row) throw invalid();
  return row;
}

const invalid = () => new HttpError(404, 'team_invite_invalid', 'This invitation is no longer valid');
