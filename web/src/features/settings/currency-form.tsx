import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { currencyPositions, currencySettings, formatMoney, type Currency } from '../../../../core/domain/currency';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';

type CurrencyInput = z.input<typeof currencySettings>;

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
 * The studio's currency: code, symbol and where the symbol goes. Stored by the API (owners
 * only) in the synced settings, so every open browser shows amounts the new way at once.
 */
export function CurrencyForm({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['payments', 'common']);
  const { account } = useAccount();
  const api = useApi();
  const { currency, locale } = useStudioFormat();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  const codes = useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    return Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CurrencyInput, unknown, Currency>({ resolver: zodResolver(currencySettings), values: currency });
  const draft = useWatch({ control });
  const preview = currencySettings.safeParse(draft);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = await api.put(
        `/api/accounts/${encodeURIComponent(account.id)}/currency`,
        values,
        z.object({ currency: currencySettings }),
      );
      reset(saved.currency);
      toast.success(t('currency.saved'));
    } catch (error) {
      setFormError(apiErrorMessage(error));
    }
  });

  return (
    <Card>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-6" data-testid="currency-form">
        <CardHeader>
          <CardTitle>{t('currency.title')}</CardTitle>
          <CardDescription>{t('currency.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={readOnly} className="grid gap-4">
            <Field label={t('currency.code')} error={message(errors.code?.message)}>
              {(control) => (
                <NativeSelect
                  {...control}
                  {...register('code', {
                    onChange: (event: { target: { value: string } }) =>
                      setValue('symbol', usualSymbol(event.target.value, locale), { shouldDirty: true }),
                  })}
                >
                  {codes.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {code} · {name}
                    </option>
                  ))}
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
                    {currencyPositions.map((position) => (
                      <option key={position} value={position}>
                        {t(`currency.positions.${position}`)}
                      </option>
                    ))}
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
            {formError && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{formError}</AlertDescription>
              </Alert>
            )}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={readOnly || isSubmitting || !isDirty}>
            {isSubmitting && <Spinner />}
            {t('common:actions.save')}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
