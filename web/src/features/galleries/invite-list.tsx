import { MailCheck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/mutators';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { GalleryInvite } from './gallery-types';

type InviteState = 'active' | 'revoked' | 'expired';

function stateOf(invite: GalleryInvite, now: number): InviteState {
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt <= now ? 'expired' : 'active';
}

/** Who was invited, when, until when, and when they last opened the gallery; revocable. */
export function InviteList({ invites }: { invites: readonly GalleryInvite[] }) {
  const { t } = useTranslation('galleries');
  const [revoking, setRevoking] = useState<GalleryInvite>();
  const [now] = useState(() => Date.now());
  const { date } = useStudioFormat();

  if (invites.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground"
        data-testid="invites-empty"
      >
        {t('invites.empty')}
      </p>
    );
  }

  return (
    <>
      <ul className="divide-y rounded-lg border" data-testid="invite-list">
        {invites.map((invite) => {
          const state = stateOf(invite, now);
          return (
            <li
              key={invite.id}
              data-testid="invite-row"
              data-invite-id={invite.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="flex items-center gap-2">
                  <span className="truncate font-medium">{invite.email}</span>
                  {state !== 'active' && (
                    <Badge variant={state === 'revoked' ? 'destructive' : 'secondary'}>
                      {t(`invites.state.${state}`)}
                    </Badge>
                  )}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('invites.sentOn', { date: date(invite.createdAt, 'date') })}
                  {' · '}
                  {state === 'expired'
                    ? t('invites.expiredOn', { date: date(invite.expiresAt, 'date') })
                    : t('invites.expiresOn', { date: date(invite.expiresAt, 'date') })}
                </p>
                <p className="flex items-center gap-1 text-xs text-muted-foreground" data-testid="invite-last-opened">
                  <MailCheck className="size-3.5" aria-hidden="true" />
                  {invite.lastOpenedAt
                    ? t('invites.lastOpened', { date: date(invite.lastOpenedAt, 'dateTime') })
                    : t('invites.neverOpened')}
                </p>
              </div>
              {state === 'active' && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(invite)}
                  aria-label={t('invites.revokeFor', { email: invite.email })}
                >
                  <Undo2 aria-hidden="true" />
                  {t('invites.revoke')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <RevokeInviteDialog subject={revoking} onOpenChange={(open) => !open && setRevoking(undefined)} />
    </>
  );
}

function RevokeInviteDialog(target: ConfirmTarget<GalleryInvite>) {
  const { t } = useTranslation('galleries');
  const save = useToastedMutation();
  return (
    <ConfirmDialog
      {...target}
      testId="revoke-invite-dialog"
      title={(subject) => t('invites.revokeTitle', { email: subject.email })}
      description={t('invites.revokeDescription')}
      confirmLabel={t('invites.revoke')}
      onConfirm={(subject) =>
        save(mutators.galleryInvite.revoke({ id: subject.id }), t('invites.revoked', { email: subject.email }))
      }
    />
  );
}
