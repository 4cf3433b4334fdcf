import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { moneyInputText } from '@core/domain/currency';
import { newId } from '@core/domain/ids';
import { couponFields } from '@core/domain/price-list';
import { addDays, fromDateTimeInput, toDateInput } from '@core/domain/studio-time';
import { mutators } from '@core/zero/client-mutators';
import { DateField } from '../../components/date-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { FormStringField } from '../../components/form-string-field';
import { MoneyInput } from '../../components/money-input';
import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { useAccount } from '../../hooks/use-account';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { parseInto } from '../../lib/parse-into';
import { parseMoneyText, type MoneyFormat } from '../../lib/price-text';
import type { Coupon } from './shop-types';
import { useShopForm } from './use-shop-form';

const DISCOUNT_KINDS = ['percent', 'amount'] as const;

/**
 * The coupon's fields as typed: the discount as whole percent or an amount, the last day it may
 * be used (through the end of that day on the studio's clock) and its uses per client.
 */
function couponFormSchema(money: MoneyFormat & { timeZone: string }) {
  const typed = z.object({
    code: z.string(),
    discountKind: z.enum(DISCOUNT_KINDS),
    percentOffBp: z.string(),
    amountOff: z.string(),
    expiresAt: z.string(),
    limitPerClient: z.string(),
    active: z.boolean(),
  });
  return typed.transform((form, ctx) => {
    const byPercent = form.discountKind === 'percent';
    // Blank reads as zero, which the domain refuses with the field's own message.
    const amount = byPercent ? null : parseMoneyText(form.amountOff, money, ctx, { path: 'amountOff', blank: 0 });
    const lastDay = form.expiresAt === '' ? null : fromDateTimeInput(form.expiresAt, '', money.timeZone);
    if (lastDay === undefined) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'dateRequired' });
    const whole = (text: string) => (text.trim() === '' ? null : Number(text));
    const fields = parseInto(couponFields, ctx, {
      ...form,
      percentOffBp: byPercent ? (whole(form.percentOffBp) ?? 0) * 100 : null,
      amountOff: amount ?? null,
      expiresAt: lastDay ? addDays(lastDay, 1, money.timeZone) - 1 : null,
      limitPerClient: whole(form.limitPerClient),
    });
    return amount === undefined || lastDay === undefined ? z.NEVER : fields;
  });
}

type CouponFormDialogProps = DialogState & { coupon: Coupon | undefined };

/** Adds a coupon, or edits one. */
export function CouponFormDialog({ coupon, ...dialog }: CouponFormDialogProps) {
  const { t } = useTranslation(['shopSetup', 'common']);
  return (
    <FormDialog
      {...dialog}
      title={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.newTitle')}
      description={t('coupons.formDescription')}
      testId="coupon-dialog"
    >
      <CouponForm coupon={coupon} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: Coupon | undefined; onDone: () => void }) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const message = useValidationMessage();
  const { currency, locale, timeZone } = format;
  const schema = useMemo(() => couponFormSchema({ currency, locale, timeZone }), [currency, locale, timeZone]);
  const { form, formError, onSubmit } = useShopForm({
    schema,
    defaultValues: {
      code: coupon?.code ?? '',
      discountKind: coupon?.amountOff ? 'amount' : 'percent',
      percentOffBp: coupon?.percentOffBp ? String(coupon.percentOffBp / 100) : '',
      amountOff: coupon?.amountOff ? moneyInputText(coupon.amountOff, currency, locale) : '',
      expiresAt: coupon?.expiresAt ? toDateInput(coupon.expiresAt, timeZone) : '',
      limitPerClient: coupon?.limitPerClient ? String(coupon.limitPerClient) : '',
      active: coupon?.active ?? true,
    },
    request: (values) =>
      coupon
        ? mutators.coupon.update({ ...values, id: coupon.id })
        : mutators.coupon.create({ ...values, id: newId(), accountId: account.id }),
    saved: (values) => t('coupons.saved', { code: values.code }),
    onDone,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const discountKind = useWatch({ control, name: 'discountKind' });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="coupon-form">
      <Field label={t('coupons.code')} error={message(errors.code?.message)}>
        {(control) => (
          <Input
            {...control}
            {...register('code')}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={t('coupons.codePlaceholder')}
          />
        )}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('coupons.discountKind')}>
          {(control) => (
            <NativeSelect {...control} {...register('discountKind')}>
              <Options options={DISCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`coupons.${kind}`) }))} />
            </NativeSelect>
          )}
        </Field>
        {discountKind === 'percent' ? (
          <Field label={t('coupons.percentValue')} error={message(errors.percentOffBp?.message)}>
            {(control) => <Input {...control} {...register('percentOffBp')} inputMode="numeric" autoComplete="off" />}
          </Field>
        ) : (
          <Field label={t('coupons.amountValue')} error={message(errors.amountOff?.message)}>
            {(control) => <MoneyInput {...control} {...register('amountOff')} placeholder="0" />}
          </Field>
        )}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={t('coupons.expires')}
          description={t('coupons.expiresHint')}
          error={message(errors.expiresAt?.message)}
        >
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="expiresAt" />}
        </Field>
        <Field
          label={t('coupons.limit')}
          description={t('coupons.limitHint')}
          error={message(errors.limitPerClient?.message)}
        >
          {(control) => <Input {...control} {...register('limitPerClient')} inputMode="numeric" autoComplete="off" />}
        </Field>
      </div>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <label className="flex items-center gap-3 text-sm font-medium">
            <Switch checked={field.value} onCheckedChange={field.onChange} />
            {t('coupons.active')}
          </label>
        )}
      />
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}
