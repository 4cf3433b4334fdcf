import { useQuery } from '@rocicorp/zero/react';
import { Download, Heart, MailCheck, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES } from '@core/domain/selection';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useToastedMutation } from '../../hooks/use-toasted-mutation';
import type { GalleryInvite } from './gallery-types';

type InviteState = 'active' | 'revoked' | 'expired';

function stateOf(invite: GalleryInvite, now: number): InviteState {
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt <= now ? 'expired' : 'active';
}

/** How many photos each client has among their favourites, by invite. */
function useFavouriteCounts(galleryId: string): Map<string, number> {
  const { account } = useAccount();
  const [picks] = useQuery(queries.galleries.picks({ accountId: account.id, galleryId }));
  return useMemo(() => {
    const counts = new Map<string, number>();
    for (const pick of picks) {
      if (pick.lists.includes(FAVOURITES)) counts.set(pick.inviteId, (counts.get(pick.inviteId) ?? 0) + 1);
    }
    return counts;
  }, [picks]);
}

/**
 * Who was invited, when, until when, and what they did: when they last opened the gallery, how
 * many photos they favourited and downloaded. Revocable.
 */
export function InviteList({ galleryId, invites }: { galleryId: string; invites: readonly GalleryInvite[] }) {
  const { t } = useTranslation('galleries');
  const [revoking, setRevoking] = useState<GalleryInvite>();
  const [now] = useState(() => Date.now());
  const { date } = useStudioFormat();
  const favourites = useFavouriteCounts(galleryId);

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
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                  <span className="inline-flex items-center gap-1" data-testid="invite-last-opened">
                    <MailCheck className="size-3.5" aria-hidden="true" />
                    {invite.lastOpenedAt
                      ? t('invites.lastOpened', { date: date(invite.lastOpenedAt, 'dateTime') })
                      : t('invites.neverOpened')}
                  </span>
                  <span className="inline-flex items-center gap-1" data-testid="invite-favourites">
                    <Heart className="size-3.5" aria-hidden="true" />
                    {t('invites.favourited', { count: favourites.get(invite.id) ?? 0 })}
                  </span>
                  <span
                    className="inline-flex items-center gap-1"
                    data-testid="invite-downloads"
                    title={
                      invite.lastDownloadedAt
                        ? t('invites.lastDownloaded', { date: date(invite.lastDownloadedAt, 'dateTime') })
                        : undefined
                    }
                  >
                    <Download className="size-3.5" aria-hidden="true" />
                    {t('invites.downloaded', { count: invite.photosDownloaded })}
                  </span>
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
