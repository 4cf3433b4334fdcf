import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { timeZone as timeZoneSchema } from '@core/domain/account-settings';
import { deviceTimeZone, formatInstant, studioTimeZone } from '@core/domain/studio-time';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { updateAccountSettings } from '../../lib/accounts';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';
import { Options } from '../../components/options';

const zones = Intl.supportedValuesOf('timeZone');

const timeZoneForm = z.object({ timeZone: timeZoneSchema });

/**
 * The studio's time zone (accounts.settings.timeZone): sessions are stored as instants and shown
 * on this clock in every browser, wherever the photographer happens to be. Until the studio
 * picks one, this device's zone is used.
 */
export function TimeZoneForm() {
  const { t } = useTranslation('sessions');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const { timeZone: current, locale } = useStudioFormat();
  const message = useValidationMessage();
  const now = useNow();
  // From the synced settings, so a choice made in another browser also drops the hint here.
  const chosen = useAccountSettings().timeZone === current;
  const { form, card } = useSettingForm({
    schema: timeZoneForm,
    values: { timeZone: current },
    submit: async ({ timeZone }) => {
      const updated = await updateAccountSettings(api, account.id, { timeZone });
      replaceAccount(updated);
      return { timeZone: studioTimeZone(updated.settings) };
    },
    savedMessage: t('timeZone.saved'),
  });
  const { errors } = form.formState;
  const zone = useWatch({ control: form.control, name: 'timeZone' });

  return (
    <SettingsFormCard
      title={t('timeZone.title')}
      description={t('timeZone.description')}
      testId="time-zone-form"
      {...card}
      // This device's zone, shown until one is chosen, can be saved as the studio's as it is.
      changed={card.changed || !chosen}
    >
      <Field
        label={t('timeZone.label')}
        error={message(errors.timeZone?.message)}
        description={chosen ? undefined : t('timeZone.deviceDefault', { zone: deviceTimeZone() })}
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('timeZone')}>
            <Options options={zones.map((name) => ({ value: name, label: name.replaceAll('_', ' ') }))} />
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
