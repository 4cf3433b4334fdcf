import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currencyPositions } from '@core/domain/currency';
import { currencySettings } from '@core/domain/currency-settings';
import { formatMoney } from '@core/domain/money-format';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SettingsFormCard } from './settings-form-card';
import { useSettingForm } from './use-setting-form';
import { Options } from '../../components/options';

/** The symbol readers of `locale` know for `code` ("€", "$", "CHF"), to start the field with. */
function usualSymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * The studio's currency: code, symbol and where the symbol goes. Stored by the API (managers
 * and owners) in the synced settings, so every open browser shows amounts the new way at once.
 */
export function CurrencyForm() {
  const { t } = useTranslation('payments');
  const { account } = useAccount();
  const api = useApi();
  const { currency, locale } = useStudioFormat();
  const message = useValidationMessage();
  const codes = useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const { form, card } = useSettingForm({
    schema: currencySettings,
    values: currency,
    submit: async (values) => {
      const saved = await api.put(
        `/api/accounts/${encodeURIComponent(account.id)}/currency`,
        values,
        z.object({ currency: currencySettings }),
      );
      return saved.currency;
    },
    savedMessage: t('currency.saved'),
  });
  const { register, setValue, formState } = form;
  const { errors } = formState;
  const preview = currencySettings.safeParse(useWatch({ control: form.control }));

  return (
    <SettingsFormCard
      title={t('currency.title')}
      description={t('currency.description')}
      testId="currency-form"
      {...card}
    >
      <Field label={t('currency.code')} error={message(errors.code?.message)}>
        {(control) => (
          <NativeSelect
            {...control}
            {...register('code', {
              onChange: (event: { target: { value: string } }) =>
                setValue('symbol', usualSymbol(event.target.value, locale), { shouldDirty: true }),
            })}
          >
            <Options options={codes.map(({ code, name }) => ({ value: code, label: `${code} · ${name}` }))} />
          </NativeSelect>
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('currency.symbol')} error={message(errors.symbol?.message)}>
          {(control) => <Input {...control} {...register('symbol')} autoComplete="off" />}
        </Field>
        <Field label={t('currency.position')}>
          {(control) => (
            <NativeSelect {...control} {...register('position')}>
              <Options
                options={currencyPositions.map((position) => ({
                  value: position,
                  label: t(`currency.positions.${position}`),
                }))}
              />
            </NativeSelect>
          )}
        </Field>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('currency.preview')}{' '}
        <span className="font-medium text-foreground tabular-nums" data-testid="currency-preview">
          {preview.success ? formatMoney(125_050, preview.data, locale) : '—'}
        </span>
      </p>
      <p className="text-xs text-muted-foreground">{t('currency.noConversion')}</p>
    </SettingsFormCard>
  );
}
