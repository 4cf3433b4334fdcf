import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { ConfirmDialog, type ConfirmTarget } from '../../components/confirm-dialog';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import type { GalleryInvite } from './gallery-types';

/**
 * Reopens a client's finished selection through the API, which also takes back what their
 * package unlocked until they finish again; the card follows through Zero.
 */
export function ReopenSelectionDialog({ label, ...target }: ConfirmTarget<GalleryInvite> & { label: string }) {
  const { t } = useTranslation('galleries');
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  return (
    <ConfirmDialog
      {...target}
      testId="reopen-selection-dialog"
      title={() => t('selections.reopenTitle', { name: label })}
      description={t('selections.reopenDescription', { name: label })}
      confirmLabel={t('selections.reopen')}
      route="api"
      onConfirm={async (invite) => {
        const path = `/api/accounts/${encodeURIComponent(invite.accountId)}/galleries/${encodeURIComponent(
          invite.galleryId,
        )}/invites/${encodeURIComponent(invite.id)}/reopen-selection`;
        try {
          await api.post(path, {}, z.unknown());
        } catch (error) {
          return apiErrorMessage(error);
        }
        toast.success(t('selections.reopened', { name: label }));
        return undefined;
      }}
    />
  );
}
