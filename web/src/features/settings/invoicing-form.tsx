import { useQuery } from '@rocicorp/zero/react';
import { useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { invoicingSettings, readInvoicingSettings, type InvoicingSettings } from '@core/domain/invoicing-settings';
import { queries } from '@core/zero/queries';
import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { countryOptions } from '../../lib/countries';
import {
  invoicingFormSchema,
  invoicingFormValues,
  isInvoicingFormError,
  type InvoicingFormError,
  type InvoicingFormValues,
} from './invoicing-form-values';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';

/** The country whose invoices are recorded for its tax agency (Veri*Factu). */
const VERIFACTU_COUNTRY = 'ES';

/**
 * The studio's invoicing profile: who sells on its invoices, the tax rate new lines start with,
 * how else clients may pay, saved cards, and when payment reminders go out. Read from the synced
 * setting, saved whole through the API (managers and owners).
 */
export function InvoicingForm() {
  const { t } = useTranslation('settings');
  const { account } = useAccount();
  const api = useApi();
  const { locale } = useStudioFormat();
  const validationMessage = useValidationMessage();
  const [stored] = useQuery(queries.invoices.settings({ accountId: account.id }));
  const values = useMemo(() => invoicingFormValues(readInvoicingSettings(stored?.value), locale), [stored, locale]);
  const schema = useMemo(() => invoicingFormSchema(locale), [locale]);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const { form, card } = useSettingForm({
    schema,
    values,
    submit: async (setting) => {
      const saved = await api.put(
        `/api/accounts/${encodeURIComponent(account.id)}/invoicing`,
        setting,
        z.object({ invoicing: invoicingSettings }),
      );
      return invoicingFormValues(saved.invoicing, locale);
    },
    savedMessage: t('invoicing.saved'),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const ownMessages: Record<InvoicingFormError, string> = {
    taxRate: t('invoicing.errors.taxRate'),
    days: t('invoicing.errors.days'),
    tooManyDays: t('invoicing.errors.tooManyDays'),
  };
  const message = (error: string | undefined) =>
    isInvoicingFormError(error) ? ownMessages[error] : validationMessage(error);
  const country = useWatch({ control, name: 'country' });

  return (
    <SettingsFormCard
      title={t('invoicing.title')}
      description={t('invoicing.description')}
      testId="invoicing-form"
      {...card}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('invoicing.legalName')} error={message(errors.legalName?.message)}>
          {(props) => <Input {...props} {...register('legalName')} autoComplete="organization" />}
        </Field>
        <Field
          label={t('invoicing.taxId')}
          description={t('invoicing.taxIdHint')}
          error={message(errors.taxId?.message)}
        >
          {(props) => <Input {...props} {...register('taxId')} autoComplete="off" />}
        </Field>
      </div>
      <Field label={t('invoicing.address')} error={message(errors.address?.message)}>
        {(props) => <Textarea {...props} {...register('address')} rows={3} autoComplete="street-address" />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={t('invoicing.country')}
          description={country === VERIFACTU_COUNTRY ? t('invoicing.verifactuOn') : t('invoicing.verifactuHint')}
          error={message(errors.country?.message)}
        >
          {(props) => (
            <NativeSelect {...props} {...register('country')}>
              <Options none={t('invoicing.noCountry')} options={countries} />
            </NativeSelect>
          )}
        </Field>
        <Field
          label={t('invoicing.taxRate')}
          description={t('invoicing.taxRateHint')}
          error={message(errors.taxRate?.message)}
        >
          {(props) => <Input {...props} {...register('taxRate')} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
      <Field
        label={t('invoicing.paymentInstructions')}
        description={t('invoicing.paymentInstructionsHint')}
        error={message(errors.paymentInstructions?.message)}
      >
        {(props) => <Textarea {...props} {...register('paymentInstructions')} rows={4} />}
      </Field>
      <SwitchField
        control={control}
        name="allowSavedCards"
        label={t('invoicing.allowSavedCards')}
        hint={t('invoicing.allowSavedCardsHint')}
      />
      <fieldset className="grid min-w-0 gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">{t('invoicing.reminders')}</legend>
        <SwitchField
          control={control}
          name="remindersEnabled"
          label={t('invoicing.remindersEnabled')}
          hint={t('invoicing.remindersHint')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field
            label={t('invoicing.beforeDays')}
            description={t('invoicing.beforeDaysHint')}
            error={message(errors.beforeDays?.message)}
          >
            {(props) => <Input {...props} {...register('beforeDays')} inputMode="numeric" autoComplete="off" />}
          </Field>
          <Field
            label={t('invoicing.afterDays')}
            description={t('invoicing.afterDaysHint')}
            error={message(errors.afterDays?.message)}
          >
            {(props) => <Input {...props} {...register('afterDays')} inputMode="numeric" autoComplete="off" />}
          </Field>
        </div>
      </fieldset>
    </SettingsFormCard>
  );
}

type SwitchFieldProps = {
  control: Control<InvoicingFormValues, unknown, InvoicingSettings>;
  name: 'allowSavedCards' | 'remindersEnabled';
  label: string;
  hint: string;
};

/** An on/off setting with its label, and a line saying what it does. */
function SwitchField({ control, name, label, hint }: SwitchFieldProps) {
  const id = `invoicing-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid gap-1">
          <div className="flex items-center gap-3">
            <Switch
              id={id}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${id}-hint`}
            />
            <Label htmlFor={id}>{label}</Label>
          </div>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      )}
    />
  );
}
