import type { HTMLInputTypeAttribute } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSettingsPatch } from '@core/domain/account-settings';
import { isRecord } from '@core/domain/plain-object';
import { profileTextFields, socialNetworks, studioProfile } from '@core/domain/studio-profile';
import { SiteImageField } from '../../components/site-image-field';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { updateAccountSettings } from '../../lib/accounts';
import { FieldGroup } from './field-group';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

/** The networks offered, in the order shown. */
const networks = Object.keys(socialNetworks) as (keyof typeof socialNetworks)[];
type Network = (typeof networks)[number];

const textFields = profileTextFields;
type TextField = (typeof textFields)[number];

// The API's own rules for the photographer setting, so the form refuses what the server would.
const rules = accountSettingsPatch.shape.photographer.unwrap().unwrap().shape;
const link = rules.website.unwrap();

const profileForm = z.object({
  businessName: rules.businessName.unwrap(),
  email: rules.email.unwrap(),
  phone: rules.phone.unwrap(),
  address: rules.address.unwrap(),
  website: link,
  bio: rules.bio.unwrap(),
  profilePhoto: link,
  coverPhoto: link,
  social: z.object(Object.fromEntries(networks.map((network) => [network, link])) as Record<Network, typeof link>),
});
type ProfileValues = z.input<typeof profileForm>;

/** What the form shows: the public part of the stored setting, empty strings for what it lacks. */
function profileValues(settings: Readonly<Record<string, unknown>>): ProfileValues {
  const profile = studioProfile(settings);
  const url = (network: Network) => profile.socialMedia.find((link) => link.network === network)?.url ?? '';
  return {
    ...(Object.fromEntries(textFields.map((field) => [field, profile[field]])) as Record<TextField, string>),
    social: Object.fromEntries(networks.map((network) => [network, url(network)])) as Record<Network, string>,
  };
}

/**
 * The photographer setting with the form's fields in place of the stored ones. It is saved whole,
 * so everything else it holds (the locked days the agenda sets, a network not offered here) goes
 * back as it was; an emptied field is removed rather than stored empty.
 */
function photographerSetting(stored: unknown, values: z.output<typeof profileForm>): Record<string, unknown> {
  const next: Record<string, unknown> = isRecord(stored) ? { ...stored } : {};
  for (const field of textFields) {
    if (values[field]) next[field] = values[field];
    else delete next[field];
  }
  const social: Record<string, unknown> = isRecord(next.socialMedia) ? { ...next.socialMedia } : {};
  for (const network of networks) {
    if (values.social[network]) social[network] = values.social[network];
    else delete social[network];
  }
  if (Object.keys(social).length > 0) next.socialMedia = social;
  else delete next.socialMedia;
  return next;
}

/** What the studio's public site says about the photographer (the photographer setting). */
export function ProfileForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const settings = useAccountSettings();
  const { form, card } = useSettingForm({
    schema: profileForm,
    values: profileValues(settings),
    submit: async (values) => {
      const updated = await updateAccountSettings(api, account.id, {
        photographer: photographerSetting(settings.photographer, values),
      });
      replaceAccount(updated);
      return profileValues(updated.settings);
    },
    savedMessage: t('profile.saved'),
  });
  const { register, formState } = form;
  const { errors } = formState;
  // Links follow a rule of their own; say what it is rather than "not valid".
  const linkError = (error: string | undefined) => (error === 'invalid' ? t('profile.linkInvalid') : message(error));

  const photos = useWatch({ control: form.control, name: ['profilePhoto', 'coverPhoto'] });

  // Typed, uploaded or picked from a gallery; an image stored here is dirty until saved, as a typed one.
  const photoInput = (name: 'profilePhoto' | 'coverPhoto', index: number) => (
    <SiteImageField
      label={t(`profile.${name}`)}
      description={t(`profile.${name}Hint`)}
      error={linkError(errors[name]?.message)}
      value={photos[index] ?? ''}
      onChange={(url) => form.setValue(name, url, { shouldDirty: true, shouldValidate: true })}
    >
      {(control) => (
        <Input
          {...control}
          {...register(name)}
          type="url"
          autoComplete="off"
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
        />
      )}
    </SiteImageField>
  );

  const textInput = (
    name: Exclude<TextField, 'bio'>,
    options: { type?: HTMLInputTypeAttribute; autoComplete?: string; description?: string; link?: boolean } = {},
  ) => (
    <Field
      label={t(`profile.${name}`)}
      description={options.description}
      error={options.link ? linkError(errors[name]?.message) : message(errors[name]?.message)}
    >
      {(control) => (
        <Input
          {...control}
          {...register(name)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          {...(options.link ? { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } : {})}
        />
      )}
    </Field>
  );

  return (
    <SettingsFormCard title={t('profile.title')} description={t('profile.description')} testId="profile-form" {...card}>
      <div className="@container grid gap-4">
        <div className="grid items-start gap-4 @2xl:grid-cols-2">
          {textInput('businessName', { autoComplete: 'organization', description: t('profile.businessNameHint') })}
          {textInput('email', { type: 'email', autoComplete: 'email' })}
          {textInput('phone', { type: 'tel', autoComplete: 'tel' })}
          {textInput('website', {
            type: 'url',
            autoComplete: 'url',
            description: t('profile.websiteHint'),
            link: true,
          })}
        </div>
        {textInput('address', { autoComplete: 'street-address', description: t('profile.addressHint') })}
        <Field label={t('profile.bio')} description={t('profile.bioHint')} error={message(errors.bio?.message)}>
          {(control) => <Textarea {...control} {...register('bio')} rows={6} />}
        </Field>
      </div>

      <FieldGroup legend={t('profile.photos')}>
        <div className="grid items-start gap-4 @2xl:grid-cols-2">
          {photoInput('profilePhoto', 0)}
          {photoInput('coverPhoto', 1)}
        </div>
      </FieldGroup>

      <FieldGroup legend={t('profile.social')} hint={t('profile.socialHint')}>
        <div className="grid items-start gap-4 @2xl:grid-cols-2 @5xl:grid-cols-4">
          {networks.map((network) => (
            <Field
              key={network}
              label={t(`profile.networks.${network}`)}
              error={linkError(errors.social?.[network]?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...register(`social.${network}`)}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  spellCheck={false}
                  autoCapitalize="none"
                />
              )}
            </Field>
          ))}
        </div>
      </FieldGroup>
    </SettingsFormCard>
  );
}
