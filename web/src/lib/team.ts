// A studio's team through the API: its members and their roles, the invitations it sent, and
// an invitation's way in (its preview and acceptance, from the link in its mail).
import { z } from 'zod/mini';
import type { Role } from '@core/domain/roles';
import { roleSchema, type TeamInvitationRequest } from '@core/domain/team-requests';
import type { ApiClient } from './api';

const teamMember = z.object({
  userId: z.string(),
  email: z.string(),
  role: roleSchema,
  joinedAt: z.number(),
  /** The signed-in person. */
  you: z.boolean(),
});
export type TeamMember = z.output<typeof teamMember>;

const teamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type TeamInvitation = z.output<typeof teamInvitation>;

const teamResponse = z.object({ members: z.array(teamMember), invitations: z.array(teamInvitation) });
export type Team = z.output<typeof teamResponse>;

const invitationPreview = z.object({
  studioName: z.string(),
  role: roleSchema,
  email: z.string(),
  expiresAt: z.number(),
});
export type InvitationPreview = z.output<typeof invitationPreview>;

const teamPath = (accountId: string) => `/api/accounts/${encodeURIComponent(accountId)}/team`;

/** The studio's members and pending invitations; owners only. */
export function fetchTeam(api: ApiClient, accountId: string): Promise<Team> {
  return api.get(teamPath(accountId), teamResponse);
}

/** Invites `email` as `role`; a second invitation to one address replaces the first. */
export async function inviteMember(
  api: ApiClient,
  accountId: string,
  request: TeamInvitationRequest,
): Promise<TeamInvitation> {
  const { invitation } = await api.post(
    `${teamPath(accountId)}/invitations`,
    request,
    z.object({ invitation: teamInvitation }),
  );
  return invitation;
}

export async function revokeInvitation(api: ApiClient, accountId: string, invitationId: string): Promise<void> {
  await api.delete(`${teamPath(accountId)}/invitations/${encodeURIComponent(invitationId)}`, z.undefined());
}

export async function changeMemberRole(
  api: ApiClient,
  accountId: string,
  userId: string,
  role: Role,
): Promise<TeamMember> {
  const { member } = await api.patch(
    `${teamPath(accountId)}/members/${encodeURIComponent(userId)}`,
    { role },
    z.object({ member: teamMember }),
  );
  return member;
}

/** Takes a member off the team: an owner removes anyone, anyone removes themselves (leaves). */
export async function removeMember(api: ApiClient, accountId: string, userId: string): Promise<void> {
  await api.delete(`${teamPath(accountId)}/members/${encodeURIComponent(userId)}`, z.undefined());
}

/** What the invitation behind `token` offers; no sign-in needed. */
export function previewInvitation(api: ApiClient, token: string): Promise<InvitationPreview> {
  return api.post('/api/team-invitations/preview', { token }, invitationPreview);
}

/** Joins the studio the invitation is for, as the signed-in person; resolves with its id. */
export async function acceptInvitation(api: ApiClient, token: string): Promise<string> {
  const { accountId } = await api.post('/api/team-invitations/accept', { token }, z.object({ accountId: z.string() }));
  return accountId;
}
