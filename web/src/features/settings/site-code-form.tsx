import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSettingsPatch } from '@core/domain/account-settings';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SettingsFormCard } from './settings-form-card';
import { cmsText, useCmsSettingForm } from './use-cms-setting-form';

const rules = accountSettingsPatch.shape['cms.settings'].unwrap().unwrap().shape;

const siteCodeForm = z.object({ customCss: rules.customCss.unwrap(), customJs: rules.customJs.unwrap() });
type SiteCodeValues = z.input<typeof siteCodeForm>;

const siteCodeValues = (settings: Readonly<Record<string, unknown>>): SiteCodeValues => ({
  customCss: cmsText(settings, 'customCss'),
  customJs: cmsText(settings, 'customJs'),
});

/**
 * The studio's own style sheet and script for its public site (cms.settings). The script runs on
 * the studio's own domain only, where no back-office session exists (functions/site-html/).
 */
export function SiteCodeForm() {
  const { t } = useTranslation('settings');
  const message = useValidationMessage();
  const { form, card } = useCmsSettingForm({
    schema: siteCodeForm,
    valuesOf: siteCodeValues,
    savedMessage: t('code.saved'),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const code = { rows: 6, spellCheck: false, autoCapitalize: 'none', className: 'font-mono text-xs' } as const;

  return (
    <SettingsFormCard title={t('code.title')} description={t('code.description')} testId="site-code-form" {...card}>
      <Field label={t('code.css')} description={t('code.cssHint')} error={message(errors.customCss?.message)}>
        {(control) => <Textarea {...control} {...register('customCss')} {...code} />}
      </Field>
      <Field label={t('code.js')} description={t('code.jsHint')} error={message(errors.customJs?.message)}>
        {(control) => <Textarea {...control} {...register('customJs')} {...code} />}
      </Field>
    </SettingsFormCard>
  );
}
