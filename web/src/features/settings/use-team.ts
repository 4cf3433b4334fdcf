import { useCallback, useEffect, useState } from 'react';
import type { Role } from '@core/domain/roles';
import type { TeamInvitationRequest } from '@core/domain/team-requests';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import {
  changeMemberRole,
  fetchTeam,
  inviteMember,
  removeMember,
  revokeInvitation,
  type Team,
  type TeamMember,
} from '../../lib/team';

type TeamActions = {
  invite: (request: TeamInvitationRequest) => Promise<void>;
  revoke: (invitationId: string) => Promise<void>;
  changeRole: (member: TeamMember, role: Role) => Promise<void>;
  remove: (member: TeamMember) => Promise<void>;
};

/** The studio's team, loading or failed, and what an owner does with it. */
export type TeamState =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void }
  | ({ state: 'ready'; team: Team } & TeamActions);

/**
 * Loads the studio's members and pending invitations from the API (owners only); each change
 * is sent to the API, and the list changes once it answers. Every action rejects with the
 * API's refusal, for the caller to show.
 */
export function useTeam(): TeamState {
  const { account, refreshAccounts } = useAccount();
  const api = useApi();
  const accountId = account.id;
  const [answer, setAnswer] = useState<{ accountId: string; team: Team } | { accountId: string; error: unknown }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchTeam(api, accountId).then(
      (team) => current && setAnswer({ accountId, team }),
      (error: unknown) => current && setAnswer({ accountId, error }),
    );
    return () => {
      current = false;
    };
  }, [api, accountId, attempt]);

  const update = useCallback(
    (change: (team: Team) => Team) =>
      setAnswer((previous) =>
        previous && 'team' in previous ? { accountId: previous.accountId, team: change(previous.team) } : previous,
      ),
    [],
  );

  const invite = useCallback(
    async (request: TeamInvitationRequest) => {
      const invitation = await inviteMember(api, accountId, request);
      // A second invitation to an address replaces the first.
      update((team) => ({
        ...team,
        invitations: [...team.invitations.filter((other) => other.email !== invitation.email), invitation],
      }));
    },
    [api, accountId, update],
  );

  const revoke = useCallback(
    async (invitationId: string) => {
      await revokeInvitation(api, accountId, invitationId);
      update((team) => ({ ...team, invitations: team.invitations.filter(({ id }) => id !== invitationId) }));
    },
    [api, accountId, update],
  );

  const changeRole = useCallback(
    async (member: TeamMember, role: Role) => {
      const changed = await changeMemberRole(api, accountId, member.userId, role);
      update((team) => ({
        ...team,
        members: team.members.map((other) => (other.userId === changed.userId ? changed : other)),
      }));
      // An owner who steps down no longer runs the team: the whole app follows at once.
      if (changed.you) await refreshAccounts();
    },
    [api, accountId, update, refreshAccounts],
  );

  const remove = useCallback(
    async (member: TeamMember) => {
      await removeMember(api, accountId, member.userId);
      update((team) => ({ ...team, members: team.members.filter(({ userId }) => userId !== member.userId) }));
    },
    [api, accountId, update],
  );

  // An answer for another studio (just switched) is no answer.
  if (answer?.accountId !== accountId) return { state: 'loading' };
  if ('error' in answer) {
    const retry = () => {
      setAnswer(undefined);
      setAttempt((n) => n + 1);
    };
    return { state: 'failed', error: answer.error, retry };
  }
  return { state: 'ready', team: answer.team, invite, revoke, changeRole, remove };
}
