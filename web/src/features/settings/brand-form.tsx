import { TriangleAlert } from 'lucide-react';
import { useQuery } from '@rocicorp/zero/react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSettingsPatch } from '@core/domain/account-settings';
import { fontPath } from '@core/domain/brand-files';
import {
  builtInFonts,
  contrastWarnings,
  defaultTheme,
  siteTheme,
  themeColors,
  themeFonts,
  themeOptions,
  type SiteFont,
  type SiteTheme,
  type ThemeOption,
} from '@core/domain/site-theme';
import { queries } from '@core/zero/queries';
import { Options } from '../../components/options';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { RadioCard, RadioGroup } from '../../components/ui/radio-group';
import { useAccount } from '../../hooks/use-account';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { useApi } from '../../hooks/use-api';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { updateAccountSettings } from '../../lib/accounts';
import { ColorField } from './color-field';
import { LogoUpload } from './logo-upload';
import { FieldGroup } from './field-group';
import { SettingsFormCard } from './settings-form-card';
import { SitePreview } from './site-preview';
import { useSettingForm } from './use-setting-form';

// The API's own rules for these keys, so the form refuses what the server would.
const rule = accountSettingsPatch.shape;
const hexColor = rule['theme.primaryColor'].unwrap().unwrap();
const fontName = rule['theme.headingFont'].unwrap().unwrap();

const brandForm = z.object({
  template: z.enum(themeOptions.template),
  containerWidth: z.enum(themeOptions.containerWidth),
  spacing: z.enum(themeOptions.spacing),
  borderRadius: z.enum(themeOptions.borderRadius),
  imageStyle: z.enum(themeOptions.imageStyle),
  animationStyle: z.enum(themeOptions.animationStyle),
  menuStyle: z.enum(themeOptions.menuStyle),
  menuPosition: z.enum(themeOptions.menuPosition),
  menuBehavior: z.enum(themeOptions.menuBehavior),
  menuTransparency: z.enum(themeOptions.menuTransparency),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
  backgroundColor: hexColor,
  textColor: hexColor,
  headingFont: fontName,
  bodyFont: fontName,
  menuFont: fontName,
  logoUrl: rule['theme.logoUrl'].unwrap().unwrap(),
  logoDarkUrl: rule['theme.logoDarkUrl'].unwrap().unwrap(),
});

const layoutOptions = [
  'containerWidth',
  'spacing',
  'borderRadius',
  'imageStyle',
  'animationStyle',
] as const satisfies readonly ThemeOption[];
const menuOptions = [
  'menuStyle',
  'menuPosition',
  'menuBehavior',
  'menuTransparency',
] as const satisfies readonly ThemeOption[];

/**
 * Fonts the settings name that are not built in (a family the studio uploaded): kept as choices,
 * so opening this screen and saving does not quietly swap them for the default.
 */
function storedFonts(settings: Readonly<Record<string, unknown>>): string[] {
  const names = themeFonts.map((font) => settings[`theme.${font}`]);
  return [
    ...new Set(
      names.filter((name): name is string => typeof name === 'string' && name !== '' && !(name in builtInFonts)),
    ),
  ];
}

/** The theme as `theme.*` settings, the way they are stored and sent. */
function themeSettings(theme: Partial<SiteTheme>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(theme).map(([key, value]) => [`theme.${key}`, value]));
}

/** Every theme key, and when it was saved. */
function themePatch(theme: SiteTheme): Record<string, unknown> {
  return { ...themeSettings(theme), 'theme.updatedAt': Date.now() };
}

const sameTheme = (a: Partial<SiteTheme>, b: SiteTheme) =>
  (Object.keys(b) as (keyof SiteTheme)[]).every((key) => a[key] === b[key]);

/**
 * The look of the studio's public site (the theme.* settings), beside a preview of its home page
 * drawn from what the fields say now, before anything is saved.
 */
export function BrandForm() {
  const { t } = useTranslation('settings');
  const { account, replaceAccount } = useAccount();
  const api = useApi();
  const message = useValidationMessage();
  const settings = useAccountSettings();
  const [uploadedFonts] = useQuery(queries.customFonts.list({ accountId: account.id }));
  const siteFonts = uploadedFonts.map(({ fontFamily, id, fontType }) => ({
    family: fontFamily,
    url: fontPath(id),
    format: fontType as SiteFont['format'],
  }));
  const customFonts = [...new Set([...siteFonts.map(({ family }) => family), ...storedFonts(settings)])];
  const { form, card } = useSettingForm({
    schema: brandForm,
    values: siteTheme(settings, customFonts),
    submit: async (theme) => {
      const updated = await updateAccountSettings(api, account.id, themePatch(theme));
      replaceAccount(updated);
      return siteTheme(updated.settings, storedFonts(updated.settings));
    },
    savedMessage: t('brand.saved'),
  });
  const { register, control, formState, setValue } = form;
  const { errors } = formState;
  const values = useWatch({ control });
  // What the fields say now; a colour still being typed shows as its default meanwhile.
  const theme = siteTheme(themeSettings(values), customFonts);
  const warnings = contrastWarnings(theme);
  const choices = t('brand.choices', { returnObjects: true });
  const hints: Partial<Record<ThemeOption, string>> = {
    animationStyle: t('brand.optionHint.animationStyle'),
    menuPosition: t('brand.optionHint.menuPosition'),
  };
  const fontOptions = [...Object.keys(builtInFonts), ...customFonts].map((name) => ({ value: name, label: name }));

  const optionSelect = (option: Exclude<ThemeOption, 'template'>) => (
    <Field key={option} label={t(`brand.option.${option}`)} description={hints[option]}>
      {(fieldControl) => (
        <NativeSelect {...fieldControl} {...register(option)}>
          <Options
            options={themeOptions[option].map((value) => ({
              value,
              label: (choices[option] as Record<string, string>)[value] ?? value,
            }))}
          />
        </NativeSelect>
      )}
    </Field>
  );

  return (
    <SettingsFormCard
      title={t('brand.title')}
      description={t('brand.description')}
      testId="brand-form"
      {...card}
      footerStart={
        <Button
          type="button"
          variant="outline"
          disabled={sameTheme(values, defaultTheme)}
          // Only the fields change, nothing is stored until Save; as edits, so the studio's settings
          // arriving from sync meanwhile leave them be (use-setting-form.ts).
          onClick={() => {
            for (const key of Object.keys(defaultTheme) as (keyof SiteTheme)[]) {
              setValue(key, defaultTheme[key], { shouldDirty: true });
            }
          }}
        >
          {t('brand.reset')}
        </Button>
      }
    >
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div className="grid min-w-0 gap-8">
          <FieldGroup legend={t('brand.template')}>
            <Controller
              control={control}
              name="template"
              render={({ field }) => (
                <RadioGroup
                  ref={field.ref}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="@2xl:grid-cols-3"
                >
                  {themeOptions.template.map((template) => (
                    <RadioCard
                      key={template}
                      value={template}
                      label={t(`brand.templates.${template}.label`)}
                      description={t(`brand.templates.${template}.description`)}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </FieldGroup>

          <FieldGroup legend={t('brand.colors')}>
            <div className="grid items-start gap-4 @sm:grid-cols-2">
              {themeColors.map((color) => {
                const label = t(`brand.color.${color}.label`);
                return (
                  <ColorField
                    key={color}
                    control={control}
                    name={color}
                    label={label}
                    description={t(`brand.color.${color}.hint`)}
                    pickerLabel={t('brand.pickColor', { color: label })}
                    error={errors[color] && t('brand.colorInvalid')}
                  />
                );
              })}
            </div>
            <div role="status">
              {warnings.length > 0 && (
                <Alert data-testid="contrast-warning" className="border-warning/60 bg-warning/10 [&>svg]:text-warning">
                  <TriangleAlert aria-hidden="true" />
                  <AlertTitle>{t('brand.contrast.title')}</AlertTitle>
                  <AlertDescription>
                    {warnings.map(({ pair, ratio, minimum }) => (
                      <p key={pair}>{t(`brand.contrast.${pair}`, { ratio, minimum })}</p>
                    ))}
                    <p>{t('brand.contrast.canSave')}</p>
                  </AlertDescription>
                </Alert>
              )}
            </div>
          </FieldGroup>

          <FieldGroup legend={t('brand.fonts')} hint={t('brand.fontsHint')}>
            <div className="grid gap-4 @sm:grid-cols-3">
              {themeFonts.map((font) => (
                <Field key={font} label={t(`brand.font.${font}`)} error={message(errors[font]?.message)}>
                  {(fieldControl) => (
                    <NativeSelect {...fieldControl} {...register(font)}>
                      <Options options={fontOptions} />
                    </NativeSelect>
                  )}
                </Field>
              ))}
            </div>
          </FieldGroup>

          <FieldGroup legend={t('brand.layout')}>
            <div className="grid items-start gap-4 @sm:grid-cols-2">{layoutOptions.map(optionSelect)}</div>
          </FieldGroup>

          <FieldGroup legend={t('brand.menu')}>
            <div className="grid items-start gap-4 @sm:grid-cols-2">{menuOptions.map(optionSelect)}</div>
          </FieldGroup>

          <FieldGroup legend={t('brand.logo')} hint={t('brand.logoHint')}>
            {/* Stored and made the site's logo on upload: the form only follows. */}
            <LogoUpload value={theme.logoUrl} onChange={(url) => setValue('logoUrl', url)} />
          </FieldGroup>

          <FieldGroup legend={t('brand.logoDark')} hint={t('brand.logoDarkHint')}>
            <LogoUpload variant="dark" value={theme.logoDarkUrl} onChange={(url) => setValue('logoDarkUrl', url)} />
          </FieldGroup>
        </div>
        <SitePreview theme={theme} fonts={siteFonts} />
      </div>
    </SettingsFormCard>
  );
}
