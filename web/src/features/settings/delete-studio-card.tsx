import { Trash2, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { STUDIO_DELETION_GRACE_DAYS } from '@core/domain/studio-data';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { cancelStudioDeletion, scheduleStudioDeletion } from '../../lib/studio-data';

/**
 * Deleting the studio, after typing its name again. Nothing goes at once: the studio is purged
 * after a grace period, until which an owner can keep it (here, or from the banner every member
 * sees). Exporting first is suggested right above.
 */
export function DeleteStudioCard() {
  const { t } = useTranslation(['settings', 'backoffice']);
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const format = useStudioFormat();
  const apiErrorMessage = useApiErrorMessage();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirmed = typed.trim().toLowerCase() === account.name.trim().toLowerCase();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
    } finally {
      setBusy(false);
    }
  };
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    void run(async () => {
      replaceAccount(await scheduleStudioDeletion(api, account.id, typed.trim()));
      setTyped('');
      toast.success(t('studioData.delete.scheduled'));
    });
  };
  const keep = () =>
    void run(async () => {
      replaceAccount(await cancelStudioDeletion(api, account.id));
      toast.success(t('backoffice:studioDeletion.kept'));
    });

  const purgeAt = account.deletionScheduledAt;
  return (
    <Card className="border-destructive/40" data-testid="delete-studio-card">
      <CardHeader>
        <CardTitle>{t('studioData.delete.title')}</CardTitle>
        <CardDescription>
          {t('studioData.delete.description', { studio: account.name, days: STUDIO_DELETION_GRACE_DAYS })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {purgeAt ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status">{t('studioData.delete.pending', { date: format.date(purgeAt, 'longDate') })}</p>
            <Button variant="outline" disabled={busy} onClick={keep}>
              {busy ? <Spinner /> : <Undo2 aria-hidden="true" />}
              {t('studioData.delete.keep')}
            </Button>
          </div>
        ) : (
          <form className="grid gap-4" onSubmit={schedule} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={inputId}>{t('studioData.delete.confirmLabel', { studio: account.name })}</Label>
              <Input id={inputId} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
            </div>
            <Button type="submit" variant="destructive" className="justify-self-start" disabled={!confirmed || busy}>
              {busy ? <Spinner /> : <Trash2 aria-hidden="true" />}
              {t('studioData.delete.submit')}
            </Button>
          </form>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
