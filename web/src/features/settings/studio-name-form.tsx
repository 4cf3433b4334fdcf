import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { renameAccount } from '../../lib/accounts';
import { SettingsFormCard } from './settings-form-card';
import { useSettingsSave } from './use-settings-save';

const studioNameForm = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'tooLong'),
});
type StudioNameInput = z.input<typeof studioNameForm>;
type StudioNameOutput = z.output<typeof studioNameForm>;

export function StudioNameForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const { error, save } = useSettingsSave();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<StudioNameInput, unknown, StudioNameOutput>({
    resolver: zodResolver(studioNameForm),
    values: { name: account.name },
  });

  const onSubmit = handleSubmit(({ name }) =>
    save(async () => {
      const updated = await renameAccount(api, account.id, name);
      replaceAccount(updated);
      reset({ name: updated.name });
      toast.success(t('studio.saved'));
    }),
  );

  return (
    <SettingsFormCard
      title={t('studio.nameTitle')}
      description={t('studio.nameDescription')}
      testId="studio-name-form"
      readOnly={readOnly}
      error={error}
      saving={isSubmitting}
      changed={isDirty}
      onSubmit={onSubmit}
    >
      <Field label={t('studio.nameLabel')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="organization" />}
      </Field>
    </SettingsFormCard>
  );
}
