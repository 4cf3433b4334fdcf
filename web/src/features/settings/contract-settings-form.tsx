import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractSettings, readContractSettings } from '@core/domain/contract';
import { queries } from '@core/zero/queries';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

/**
 * Whether the studio countersigns by itself the moment a client signs, with whose name typed as
 * its signature. Read from the synced setting, saved through the API (managers and owners).
 */
export function ContractSettingsForm() {
  const { t } = useTranslation('contracts');
  const { account } = useAccount();
  const api = useApi();
  const validationMessage = useValidationMessage();
  const [stored] = useQuery(queries.contracts.settings({ accountId: account.id }));
  const values = useMemo(() => readContractSettings(stored?.value), [stored]);
  const { form, card } = useSettingForm({
    schema: contractSettings,
    values,
    submit: async (setting) => {
      const saved = await api.put(
        `/api/accounts/${encodeURIComponent(account.id)}/contract-settings`,
        setting,
        z.object({ contracts: contractSettings }),
      );
      return saved.contracts;
    },
    savedMessage: t('settings.saved'),
  });
  const { register, control, formState } = form;

  return (
    <SettingsFormCard
      title={t('settings.title')}
      description={t('settings.description')}
      testId="contract-settings-form"
      {...card}
    >
      <Controller
        control={control}
        name="autoCountersign"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Switch
              id="auto-countersign"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby="auto-countersign-hint"
            />
            <div className="grid gap-1">
              <Label htmlFor="auto-countersign">{t('settings.autoCountersign')}</Label>
              <p id="auto-countersign-hint" className="text-xs text-muted-foreground">
                {t('settings.autoCountersignHint')}
              </p>
            </div>
          </div>
        )}
      />
      <Field
        label={t('settings.signerName')}
        description={t('settings.signerNameHint')}
        error={validationMessage(formState.errors.signerName?.message)}
        className="sm:max-w-sm"
      >
        {(field) => <Input {...field} autoComplete="name" {...register('signerName')} />}
      </Field>
    </SettingsFormCard>
  );
}
