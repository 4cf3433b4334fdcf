import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Currency } from '@core/domain/currency';
import { moneyInputText, parseMoney } from '@core/domain/currency';
import { spendingCapRequest } from '@core/domain/usage';
import { MoneyInput } from '../../components/money-input';
import { Field } from '../../components/ui/field';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { SettingsFormCard } from './settings-form-card';
import { saveSpendingCap } from './usage-api';
import type { UsageFormat } from './usage-format';
import { useSettingForm } from './use-setting-form';

const capLimit = spendingCapRequest.shape.spendingCap;

/** The cap as typed, in minor units of `currency`: empty is no cap. */
function capForm(currency: Currency, locale: string) {
  return z.object({ cap: z.string() }).transform(({ cap }, ctx) => {
    if (cap.trim() === '') return null;
    const minor = parseMoney(cap, currency, locale);
    if (minor === undefined || !capLimit.safeParse(minor).success) {
      ctx.addIssue({ code: 'custom', path: ['cap'], message: minor === undefined ? 'moneyFormat' : 'amountTooLarge' });
      return z.NEVER;
    }
    return minor;
  });
}

const capText = (cap: number | null, currency: Currency, locale: string) =>
  cap === null ? '' : moneyInputText(cap, currency, locale);

type SpendingCapFormProps = { spendingCap: number | null; format: UsageFormat; onSaved: () => void };

/**
 * The most a month may cost: once its total reaches the cap, uploads stop until the next month
 * (what is delivered keeps being served). Saved through the API; `onSaved` reads the usage again,
 * as the limit the page shows changes with it.
 */
export function SpendingCapForm({ spendingCap, format, onSaved }: SpendingCapFormProps) {
  const { t } = useTranslation('usage');
  const { account } = useAccount();
  const api = useApi();
  const { locale } = useStudioFormat();
  const message = useValidationMessage();
  const { currency } = format;
  const schema = useMemo(() => capForm(currency, locale), [currency, locale]);
  const values = useMemo(() => ({ cap: capText(spendingCap, currency, locale) }), [spendingCap, currency, locale]);
  const { form, card } = useSettingForm({
    schema,
    values,
    submit: async (cap) => {
      const saved = await saveSpendingCap(api, account.id, cap, locale);
      onSaved();
      return { cap: capText(saved, currency, locale) };
    },
    savedMessage: t('cap.saved'),
  });
  const { errors } = form.formState;

  return (
    <SettingsFormCard title={t('cap.title')} description={t('cap.description')} testId="spending-cap-form" {...card}>
      <Field
        label={t('cap.label')}
        error={message(errors.cap?.message)}
        description={t('cap.hint', { example: format.money(5000) })}
      >
        {(control) => <MoneyInput {...control} {...form.register('cap')} currency={currency} className="max-w-48" />}
      </Field>
    </SettingsFormCard>
  );
}
