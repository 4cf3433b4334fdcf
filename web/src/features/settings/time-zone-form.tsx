import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { deviceTimeZone, formatInstant, timeZone as timeZoneSchema } from '../../../../core/domain/studio-time';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { accountSchema } from '../../lib/accounts';

const zones = Intl.supportedValuesOf('timeZone');

/**
 * The studio's time zone (accounts.settings.timeZone): sessions are stored as instants and shown
 * on this clock in every browser, wherever the photographer happens to be. Until the owner
 * picks one, this device's zone is used.
 */
export function TimeZoneForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['sessions', 'common']);
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const { timeZone: current, locale } = useStudioFormat();
  const now = useNow();
  const [zone, setZone] = useState(current);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const chosen = typeof account.settings.timeZone === 'string';

  const save = async () => {
    const parsed = timeZoneSchema.safeParse(zone);
    if (!parsed.success) return;
    setPending(true);
    setFormError(undefined);
    try {
      const { account: updated } = await api.patch(
        `/api/accounts/${encodeURIComponent(account.id)}`,
        { settings: { timeZone: parsed.data } },
        z.object({ account: accountSchema }),
      );
      replaceAccount(updated);
      toast.success(t('timeZone.saved'));
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card data-testid="time-zone-form">
      <CardHeader>
        <CardTitle>{t('timeZone.title')}</CardTitle>
        <CardDescription>{t('timeZone.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset disabled={readOnly} className="grid gap-4">
          <Field
            label={t('timeZone.label')}
            description={chosen ? undefined : t('timeZone.deviceDefault', { zone: deviceTimeZone() })}
          >
            {(control) => (
              <NativeSelect {...control} value={zone} onChange={(event) => setZone(event.target.value)}>
                {zones.map((name) => (
                  <option key={name} value={name}>
                    {name.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <p className="text-sm text-muted-foreground">
            {t('timeZone.now')}{' '}
            <span className="font-medium text-foreground">
              {formatInstant(now, { locale, timeZone: zone, style: 'dateTime' })}
            </span>
          </p>
          {formError && (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          )}
        </fieldset>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={() => void save()} disabled={readOnly || pending || (chosen && zone === current)}>
          {pending && <Spinner />}
          {t('common:actions.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}
