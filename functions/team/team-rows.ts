// What the team handlers share: the team as the owner's screen shows it, and the rule that a
// studio always keeps an owner (the database's trigger keeps it too, for any other path).
import type postgres from 'postgres';
import type { Role } from '@core/domain/roles';
import { HttpError } from '../lib/http';

export type TeamMember = { userId: string; email: string | null; role: Role; joinedAt: number; you: boolean };
export type TeamInvitation = { id: string; email: string; role: Role; createdAt: number; expiresAt: number };

export async function teamMembers(
  sql: postgres.Sql,
  accountId: string,
  callerId: string,
  onlyUserId?: string,
): Promise<TeamMember[]> {
  return sql<TeamMember[]>`
    select m.user_id as "userId", u.email, m.role, m.created_at::float8 as "joinedAt", m.user_id = ${callerId} as you
    from account_members m left join auth.users u on u.id = m.user_id
    where m.account_id = ${accountId} ${onlyUserId === undefined ? sql`` : sql`and m.user_id = ${onlyUserId}`}
    order by m.created_at, u.email`;
}

export async function pendingInvitations(sql: postgres.Sql, accountId: string): Promise<TeamInvitation[]> {
  return sql<TeamInvitation[]>`
    select id, email, role, created_at::float8 as "createdAt", expires_at::float8 as "expiresAt"
    from team_invitations where account_id = ${accountId} and expires_at > ${Date.now()}
    order by created_at desc`;
}

/**
 * Inside a transaction, before removing or demoting `userId`: locks the studio's memberships, so
 * two owners removing each other at once cannot both succeed, and refuses to leave no owner.
 * Returns the member's current role (404 when they are not in the studio).
 */
export async function lockMemberKeepingAnOwner(
  tx: postgres.TransactionSql,
  accountId: string,
  userId: string,
  newRole: Role | undefined,
): Promise<Role> {
  const members = await tx<{ userId: string; role: Role }[]>`
    select user_id as "userId", role from account_members where account_id = ${accountId} for update`;
  const member = members.find((m) => m.userId === userId);
  if (!member) throw new HttpError(404, 'not_found', 'Member not found');
  const ownersLeft = members.filter((m) => m.role === 'owner' && m.userId !== userId).length;
  if (member.role === 'owner' && newRole !== 'owner' && ownersLeft === 0) {
    throw new HttpError(409, 'last_owner', 'A studio keeps at least one owner');
  }
  return member.role;
}
