import { CalendarX2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useCan } from '../../hooks/use-role';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { Banner } from './banner';

/**
 * Tells everyone working in a studio an owner has deleted when it goes for good, on every
 * screen, and lets an owner keep it with one click until then.
 */
export function DeletionBanner() {
  const { t } = useTranslation('backoffice');
  const { account, replaceAccount } = useAccount();
  const format = useStudioFormat();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const canOwn = useCan('own');
  const [busy, setBusy] = useState(false);
  if (!account.deletionScheduledAt) return null;

  const keep = async () => {
    setBusy(true);
    try {
      // The studio data's API client loads when an owner keeps the studio, not with every screen.
      const { cancelStudioDeletion } = await import('../../lib/studio-data');
      replaceAccount(await cancelStudioDeletion(api, account.id));
      toast.success(t('studioDeletion.kept'));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Banner
      tone="destructive"
      icon={CalendarX2}
      data-testid="deletion-banner"
      message={
        <>
          {t('studioDeletion.message', {
            studio: account.name,
            date: format.date(account.deletionScheduledAt, 'longDate'),
          })}{' '}
          {canOwn && t('studioDeletion.ownerHint')}
        </>
      }
      action={
        canOwn && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void keep()}>
            {busy ? <Spinner /> : <Undo2 aria-hidden="true" />}
            {t('studioDeletion.keep')}
          </Button>
        )
      }
    />
  );
}
