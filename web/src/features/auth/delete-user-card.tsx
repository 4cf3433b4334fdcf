import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useAuth } from '../../hooks/use-auth';

/**
 * Deleting one's own user, after typing the address again. The studios where the person works
 * alone are deleted with it, every client, session, gallery and photo; a studio shared with
 * others keeps everything but them (the server refuses while they are its last owner).
 */
export function DeleteUserCard() {
  const { t } = useTranslation('auth');
  const { user, signOut } = useAuth();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const email = user?.email ?? '';
  const confirmed = email !== '' && typed.trim().toLowerCase() === email.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setDeleting(true);
    setError(undefined);
    try {
      await api.post('/api/me/delete', { email: typed.trim() }, z.undefined());
      toast.success(t('account.delete.done'));
      // The sign-in ended with the user: this only forgets it here, and the app goes to sign-in.
      await signOut('local');
    } catch (thrown) {
      setError(apiErrorMessage(thrown));
      setDeleting(false);
    }
  };

  return (
    <Card className="border-destructive/40" data-testid="delete-user-card">
      <CardHeader>
        <CardTitle>{t('account.delete.title')}</CardTitle>
        <CardDescription>{t('account.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t('account.delete.confirmLabel', { email })}</Label>
            <Input
              id={inputId}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive" data-testid="delete-user-error">
              {error}
            </p>
          )}
          <Button type="submit" variant="destructive" className="justify-self-start" disabled={!confirmed || deleting}>
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {t('account.delete.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
