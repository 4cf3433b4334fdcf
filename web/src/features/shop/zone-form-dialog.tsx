import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newId } from '@core/domain/ids';
import { shippingZoneFields } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { MoneyInput } from '../../components/money-input';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { parseInto } from '../../lib/parse-into';
import { parsePriceText, priceText, type MoneyFormat } from '../../lib/price-text';
import type { ShippingZone } from './shop-types';
import { useShopForm } from './use-shop-form';

/** The zone's fields as typed: its countries as one line of codes ("ES, AD"). */
function zoneFormSchema(money: MoneyFormat) {
  return z.object({ name: z.string(), countries: z.string(), price: z.string() }).transform((form, ctx) => {
    const price = parsePriceText(form.price, money, ctx);
    const countries = form.countries.split(/[\s,;]+/).filter((code) => code !== '');
    const fields = parseInto(shippingZoneFields, ctx, { ...form, countries, price: price ?? 0 });
    return price === undefined ? z.NEVER : fields;
  });
}

type ZoneFormDialogProps = DialogState & { priceListId: string; zone: ShippingZone | undefined };

/** Adds a shipping zone to a price list, or edits one. */
export function ZoneFormDialog({ priceListId, zone, ...dialog }: ZoneFormDialogProps) {
  const { t } = useTranslation(['shopSetup', 'common']);
  return (
    <FormDialog
      {...dialog}
      title={zone ? t('zones.editTitle', { name: zone.name }) : t('zones.newTitle')}
      description={t('zones.formDescription')}
      testId="shipping-zone-dialog"
    >
      <ZoneForm priceListId={priceListId} zone={zone} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ZoneForm({
  priceListId,
  zone,
  onDone,
}: Omit<ZoneFormDialogProps, keyof DialogState> & { onDone: () => void }) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const money = useStudioFormat();
  const message = useValidationMessage();
  const schema = useMemo(() => zoneFormSchema(money), [money]);
  const { form, formError, onSubmit } = useShopForm({
    schema,
    defaultValues: {
      name: zone?.name ?? '',
      countries: zone?.countries.join(', ') ?? '',
      price: zone ? priceText(zone.price, money) : '',
    },
    request: (values) =>
      zone
        ? mutators.priceList.updateZone({ ...values, id: zone.id })
        : mutators.priceList.addZone({ ...values, id: newId(), priceListId }),
    saved: (values) => t('zones.saved', { name: values.name }),
    onDone,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="shipping-zone-form">
      <Field label={t('zones.name')} error={message(errors.name?.message)}>
        {(control) => (
          <Input {...control} {...register('name')} autoComplete="off" placeholder={t('zones.namePlaceholder')} />
        )}
      </Field>
      <Field
        label={t('zones.countries')}
        description={t('zones.countriesHint')}
        error={message(errors.countries?.message)}
      >
        {(control) => <Input {...control} {...register('countries')} autoComplete="off" placeholder="ES, AD" />}
      </Field>
      <Field label={t('zones.price')} error={message(errors.price?.message)}>
        {(control) => <MoneyInput {...control} {...register('price')} placeholder="0" />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}
