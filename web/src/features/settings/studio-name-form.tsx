import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { renameAccount } from '../../lib/accounts';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

const studioNameForm = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
});

export function StudioNameForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const { form, card } = useSettingForm({
    schema: studioNameForm,
    values: { name: account.name },
    submit: async ({ name }) => {
      const updated = await renameAccount(api, account.id, name);
      replaceAccount(updated);
      return { name: updated.name };
    },
    savedMessage: t('studio.saved'),
  });
  const { errors } = form.formState;

  return (
    <SettingsFormCard
      title={t('studio.nameTitle')}
      description={t('studio.nameDescription')}
      testId="studio-name-form"
      {...card}
    >
      <Field label={t('studio.nameLabel')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="organization" />}
      </Field>
    </SettingsFormCard>
  );
}
