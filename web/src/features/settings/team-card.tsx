import { MailPlus, UserMinus, UserRound, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { roleSchema } from '@core/domain/team-requests';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { IconButton } from '../../components/icon-button';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { TeamInvitation, TeamMember } from '../../lib/team';
import { LoadFailed } from '../../components/load-failed';
import { RoleSelect } from './role-select';
import { TeamInviteForm } from './team-invite-form';
import { useTeam, type TeamState } from './use-team';

/**
 * The studio's team, for its owners: who works here and as what, each role changeable and each
 * member removable (but oneself: one leaves from Your account), the invitations still pending,
 * and a form that sends another.
 */
export function TeamCard() {
  const { t } = useTranslation('settings');
  const team = useTeam();

  return (
    <Card data-testid="team-card">
      <CardHeader>
        <CardTitle>{t('team.title')}</CardTitle>
        <CardDescription>{t('team.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {team.state === 'loading' && <Skeleton className="h-24" />}
        {team.state === 'failed' && (
          <LoadFailed message={t('team.loadFailed')} error={team.error} onRetry={team.retry} />
        )}
        {team.state === 'ready' && (
          <>
            <MemberList team={team} />
            {team.team.invitations.length > 0 && <InvitationList team={team} />}
            <TeamInviteForm onInvite={team.invite} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type ReadyTeam = Extract<TeamState, { state: 'ready' }>;

/**
 * Runs one change of the team at a time and says how it went. The controls that start another
 * are off meanwhile, and offline: the changes go through the API.
 */
function useTeamChange() {
  const apiErrorMessage = useApiErrorMessage();
  const offline = useWriteBlock('api');
  const [pending, setPending] = useState(false);
  const run = async (change: () => Promise<void>, done: string) => {
    setPending(true);
    try {
      await change();
      toast.success(done);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { blocked: pending || offline !== undefined, run };
}

function MemberList({ team }: { team: ReadyTeam }) {
  const { t } = useTranslation(['settings', 'common']);
  const format = useStudioFormat();
  const apiErrorMessage = useApiErrorMessage();
  const { blocked, run } = useTeamChange();
  const [removing, setRemoving] = useState<TeamMember>();

  // Refused, the select still shows the role the server kept.
  const changeRole = (member: TeamMember, value: string) => {
    const role = roleSchema.parse(value);
    const label = t(`common:account.role.${role}`);
    return run(() => team.changeRole(member, role), t('team.roleChanged', { email: member.email, role: label }));
  };

  return (
    <>
      <TeamSection id="team-members" title={t('team.members')} testId="team-members">
        {team.team.members.map((member) => (
          <TeamRow
            key={member.userId}
            icon={UserRound}
            testId="team-member"
            name={
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate font-medium">{member.email}</span>
                {member.you && <Badge variant="secondary">{t('team.you')}</Badge>}
              </span>
            }
            detail={t('team.joined', { date: format.date(member.joinedAt, 'date') })}
          >
            <RoleSelect
              className="w-36"
              aria-label={t('team.roleOf', { email: member.email })}
              value={member.role}
              disabled={blocked}
              onChange={(event) => void changeRole(member, event.target.value)}
            />
            {member.you ? (
              // Keeps the rows' selects in one column.
              <span className="size-8" aria-hidden="true" />
            ) : (
              <IconButton
                icon={UserMinus}
                className="text-muted-foreground hover:text-destructive"
                label={t('team.remove', { email: member.email })}
                onClick={() => setRemoving(member)}
              />
            )}
          </TeamRow>
        ))}
      </TeamSection>
      <ConfirmDialog
        subject={removing}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={(member) => t('team.removeTitle', { email: member.email })}
        description={t('team.removeDescription')}
        confirmLabel={t('team.removeConfirm')}
        route="api"
        testId="remove-member-dialog"
        onConfirm={async (member) => {
          try {
            await team.remove(member);
          } catch (error) {
            return apiErrorMessage(error);
          }
          toast.success(t('team.removed', { email: member.email }));
          return undefined;
        }}
      />
    </>
  );
}

function InvitationList({ team }: { team: ReadyTeam }) {
  const { t } = useTranslation(['settings', 'common']);
  const format = useStudioFormat();
  const { blocked, run } = useTeamChange();

  const revoke = (invitation: TeamInvitation) =>
    run(() => team.revoke(invitation.id), t('team.revoked', { email: invitation.email }));

  return (
    <TeamSection id="team-invitations" title={t('team.invitations')} testId="team-invitations">
      {team.team.invitations.map((invitation) => (
        <TeamRow
          key={invitation.id}
          icon={MailPlus}
          testId="team-invitation"
          name={<span className="truncate font-medium">{invitation.email}</span>}
          detail={`${t(`common:account.role.${invitation.role}`)} · ${t('team.expires', {
            date: format.date(invitation.expiresAt, 'date'),
          })}`}
        >
          <Button
            variant="outline"
            size="sm"
            disabled={blocked}
            aria-label={t('team.revokeFor', { email: invitation.email })}
            onClick={() => void revoke(invitation)}
          >
            {t('team.revoke')}
          </Button>
        </TeamRow>
      ))}
    </TeamSection>
  );
}

type TeamSectionProps = { id: string; title: string; testId: string; children: ReactNode };

/** One of the card's lists, under its heading. */
function TeamSection({ id, title, testId, children }: TeamSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <ul className="divide-y rounded-lg border" data-testid={testId}>
        {children}
      </ul>
    </section>
  );
}

type TeamRowProps = { icon: LucideIcon; testId: string; name: ReactNode; detail: string; children: ReactNode };

/** One person in a list: who, a line about them, then what the owner can do. */
function TeamRow({ icon: Icon, testId, name, detail, children }: TeamRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5 text-sm" data-testid={testId}>
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        {name}
        <span className="text-xs text-muted-foreground">{detail}</span>
      </div>
      {children}
    </li>
  );
}
