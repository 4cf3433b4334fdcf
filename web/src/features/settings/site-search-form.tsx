import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSettingsPatch } from '@core/domain/account-settings';
import { cmsSettingsOf } from '@core/domain/studio-profile';
import { SiteImageField } from '../../components/site-image-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SettingsFormCard } from './settings-form-card';
import { cmsText, useCmsSettingForm } from './use-cms-setting-form';

// The API's own rules for cms.settings, so the form refuses what the server would.
const rules = accountSettingsPatch.shape['cms.settings'].unwrap().unwrap().shape;

const siteSearchForm = z.object({
  seoTitle: rules.seoTitle.unwrap(),
  seoDescription: rules.seoDescription.unwrap(),
  // Typed as one line, separated by commas; stored as the list the spec names.
  seoKeywords: z
    .string()
    .transform((line) =>
      line
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    )
    .pipe(rules.seoKeywords.unwrap()),
  favicon: rules.favicon.unwrap(),
});
type SiteSearchValues = z.input<typeof siteSearchForm>;

function siteSearchValues(settings: Readonly<Record<string, unknown>>): SiteSearchValues {
  const keywords = cmsSettingsOf(settings).seoKeywords;
  return {
    seoTitle: cmsText(settings, 'seoTitle'),
    seoDescription: cmsText(settings, 'seoDescription'),
    seoKeywords: Array.isArray(keywords) ? keywords.filter((k) => typeof k === 'string').join(', ') : '',
    favicon: cmsText(settings, 'favicon'),
  };
}

/** How the public site appears in search results, link previews and the browser's tab (cms.settings). */
export function SiteSearchForm() {
  const { t } = useTranslation('settings');
  const message = useValidationMessage();
  const { form, card } = useCmsSettingForm({
    schema: siteSearchForm,
    valuesOf: siteSearchValues,
    savedMessage: t('search.saved'),
  });
  const { register, formState } = form;
  const { errors } = formState;
  const favicon = useWatch({ control: form.control, name: 'favicon' });

  return (
    <SettingsFormCard
      title={t('search.title')}
      description={t('search.description')}
      testId="site-search-form"
      {...card}
    >
      <Field
        label={t('search.seoTitle')}
        description={t('search.seoTitleHint')}
        error={message(errors.seoTitle?.message)}
      >
        {(control) => <Input {...control} {...register('seoTitle')} autoComplete="off" />}
      </Field>
      <Field
        label={t('search.seoDescription')}
        description={t('search.seoDescriptionHint')}
        error={message(errors.seoDescription?.message)}
      >
        {(control) => <Textarea {...control} {...register('seoDescription')} rows={3} />}
      </Field>
      <Field
        label={t('search.seoKeywords')}
        description={t('search.seoKeywordsHint')}
        error={message(errors.seoKeywords?.message)}
      >
        {(control) => <Input {...control} {...register('seoKeywords')} autoComplete="off" />}
      </Field>
      <SiteImageField
        label={t('search.favicon')}
        description={t('search.faviconHint')}
        error={errors.favicon?.message === 'invalid' ? t('profile.linkInvalid') : message(errors.favicon?.message)}
        value={favicon}
        onChange={(url) => form.setValue('favicon', url, { shouldDirty: true, shouldValidate: true })}
      >
        {(control) => (
          <Input
            {...control}
            {...register('favicon')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="none"
          />
        )}
      </SiteImageField>
    </SettingsFormCard>
  );
}
