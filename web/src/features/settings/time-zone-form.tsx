import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { deviceTimeZone, formatInstant, timeZone as timeZoneSchema } from '../../../../core/domain/studio-time';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { accountSchema } from '../../lib/accounts';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsSave } from './use-settings-save';

const zones = Intl.supportedValuesOf('timeZone');

/**
 * The studio's time zone (accounts.settings.timeZone): sessions are stored as instants and shown
 * on this clock in every browser, wherever the photographer happens to be. Until the owner
 * picks one, this device's zone is used.
 */
export function TimeZoneForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('sessions');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const { timeZone: current, locale } = useStudioFormat();
  const now = useNow();
  const [zone, setZone] = useState(current);
  const { error, saving, save } = useSettingsSave();
  const chosen = typeof account.settings.timeZone === 'string';

  const onSubmit = async () => {
    const parsed = timeZoneSchema.safeParse(zone);
    if (!parsed.success) return;
    await save(async () => {
      const { account: updated } = await api.patch(
        `/api/accounts/${encodeURIComponent(account.id)}`,
        { settings: { timeZone: parsed.data } },
        z.object({ account: accountSchema }),
      );
      replaceAccount(updated);
      toast.success(t('timeZone.saved'));
    });
  };

  return (
    <SettingsFormCard
      title={t('timeZone.title')}
      description={t('timeZone.description')}
      testId="time-zone-form"
      readOnly={readOnly}
      error={error}
      saving={saving}
      changed={!(chosen && zone === current)}
      onSubmit={onSubmit}
    >
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
    </SettingsFormCard>
  );
}
