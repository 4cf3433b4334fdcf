import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { customDomain } from '@core/domain/account-settings';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { updateAccountSettings } from '../../lib/accounts';
import { ApiError } from '../../lib/api';
import { cmsSettingsWith, cmsText } from './use-cms-setting-form';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

// The API's own rule (core/domain/account-settings.ts); another studio's domain is its 409 domain_taken.
const customDomainForm = z.object({ customDomain: z.string().trim().toLowerCase().pipe(customDomain) });

/** The studio's own domain (cms.settings customDomain), where its public site is served at `/`. */
export function CustomDomainForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const settings = useAccountSettings();
  const api = useApi();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const { form, card } = useSettingForm({
    schema: customDomainForm,
    values: { customDomain: cmsText(settings, 'customDomain') },
    submit: async ({ customDomain: domain }) => {
      try {
        const updated = await updateAccountSettings(api, account.id, {
          'cms.settings': cmsSettingsWith(settings, { customDomain: domain }),
        });
        replaceAccount(updated);
        return { customDomain: cmsText(updated.settings, 'customDomain') };
      } catch (caught) {
        if (!(caught instanceof ApiError && caught.code === 'domain_taken')) throw caught;
        form.setError('customDomain', { type: 'server', message: apiErrorMessage(caught) });
        return undefined;
      }
    },
    savedMessage: t('domain.saved'),
  });
  const { errors } = form.formState;
  const error =
    errors.customDomain?.type === 'server' ? errors.customDomain.message : message(errors.customDomain?.message);

  return (
    <SettingsFormCard
      title={t('domain.title')}
      description={t('domain.description')}
      testId="custom-domain-form"
      {...card}
    >
      <Field label={t('domain.label')} error={error} description={t('domain.hint')}>
        {(control) => (
          <Input
            {...control}
            {...form.register('customDomain')}
            placeholder="anna-lopez.photo"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
            inputMode="url"
          />
        )}
      </Field>
    </SettingsFormCard>
  );
}
