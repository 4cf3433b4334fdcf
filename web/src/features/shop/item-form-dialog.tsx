import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DIGITAL_SIZES, type PriceItemKind } from '@core/domain/gallery-sales';
import { newId } from '@core/domain/ids';
import { priceListItemFields } from '@core/domain/price-list';
import { mutators } from '@core/zero/client-mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog, type DialogState } from '../../components/form-dialog';
import { MoneyInput } from '../../components/money-input';
import { Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { parseInto } from '../../lib/parse-into';
import { parsePriceText, priceText, type MoneyFormat } from '../../lib/price-text';
import type { ItemGroup, PriceListItem } from './shop-types';
import { useShopForm } from './use-shop-form';

const DIGITAL_KINDS = ['digital_photo', 'digital_gallery'] as const satisfies readonly PriceItemKind[];

/** The item's fields as typed; a print's sides as millimetres, a download's kind and file size. */
function itemFormSchema(group: ItemGroup, money: MoneyFormat) {
  const typed = z.object({
    name: z.string(),
    price: z.string(),
    kind: z.string(),
    size: z.string(),
    widthMm: z.string(),
    heightMm: z.string(),
    paper: z.string(),
    frame: z.string(),
  });
  return typed.transform((form, ctx) => {
    const price = parsePriceText(form.price, money, ctx);
    const millimetres = (text: string) => (text.trim() === '' ? null : Number(text));
    const shape =
      group === 'print'
        ? { kind: 'print', size: null, widthMm: millimetres(form.widthMm), heightMm: millimetres(form.heightMm) }
        : { widthMm: null, heightMm: null, paper: '', frame: '' };
    const fields = parseInto(priceListItemFields, ctx, { ...form, ...shape, price: price ?? 0 });
    if (group === 'print' && (fields.widthMm === null || fields.heightMm === null)) {
      for (const path of ['widthMm', 'heightMm'] as const) {
        if (form[path].trim() === '') ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
      }
      return z.NEVER;
    }
    return price === undefined ? z.NEVER : fields;
  });
}

type ItemFormDialogProps = DialogState & {
  priceListId: string;
  group: ItemGroup;
  /** The item to edit; none to add one to the group. */
  item: PriceListItem | undefined;
};

/** Adds a download or a print to a price list, or edits one. */
export function ItemFormDialog({ priceListId, group, item, ...dialog }: ItemFormDialogProps) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const title = item
    ? t('items.editTitle', { name: item.name })
    : t(group === 'print' ? 'items.newPrint' : 'items.newDigital');
  return (
    <FormDialog {...dialog} title={title} description={t('items.formDescription')} testId="price-item-dialog">
      <ItemForm priceListId={priceListId} group={group} item={item} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ItemForm({
  priceListId,
  group,
  item,
  onDone,
}: Pick<ItemFormDialogProps, 'priceListId' | 'group' | 'item'> & { onDone: () => void }) {
  const { t } = useTranslation(['shopSetup', 'common']);
  const money = useStudioFormat();
  const message = useValidationMessage();
  const schema = useMemo(() => itemFormSchema(group, money), [group, money]);
  const { form, formError, onSubmit } = useShopForm({
    schema,
    defaultValues: {
      name: item?.name ?? '',
      price: item ? priceText(item.price, money) : '',
      kind: item?.kind ?? 'digital_photo',
      size: item?.size ?? 'original',
      widthMm: item?.widthMm ? String(item.widthMm) : '',
      heightMm: item?.heightMm ? String(item.heightMm) : '',
      paper: item?.paper ?? '',
      frame: item?.frame ?? '',
    },
    request: (values) =>
      item
        ? mutators.priceList.updateItem({ ...values, id: item.id })
        : mutators.priceList.addItem({ ...values, id: newId(), priceListId }),
    saved: (values) => t('items.saved', { name: values.name }),
    onDone,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const error = (path: keyof typeof errors) => message(errors[path]?.message);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="price-item-form">
      <Field label={t('items.name')} error={error('name')}>
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoComplete="off"
            placeholder={t(group === 'print' ? 'items.namePlaceholderPrint' : 'items.namePlaceholderDigital')}
          />
        )}
      </Field>
      {group === 'print' ? (
        <>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t('items.widthMm')} error={error('widthMm')}>
              {(control) => <Input {...control} {...register('widthMm')} inputMode="numeric" autoComplete="off" />}
            </Field>
            <Field label={t('items.heightMm')} error={error('heightMm')}>
              {(control) => <Input {...control} {...register('heightMm')} inputMode="numeric" autoComplete="off" />}
            </Field>
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t('items.paper')} error={error('paper')}>
              {(control) => (
                <Input
                  {...control}
                  {...register('paper')}
                  autoComplete="off"
                  placeholder={t('items.paperPlaceholder')}
                />
              )}
            </Field>
            <Field label={t('items.frame')} error={error('frame')}>
              {(control) => (
                <Input
                  {...control}
                  {...register('frame')}
                  autoComplete="off"
                  placeholder={t('items.framePlaceholder')}
                />
              )}
            </Field>
          </div>
        </>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Field label={t('items.kind')} error={error('kind')}>
            {(control) => (
              <NativeSelect {...control} {...register('kind')}>
                <Options options={DIGITAL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
              </NativeSelect>
            )}
          </Field>
          <Field label={t('items.size')} error={error('size')}>
            {(control) => (
              <NativeSelect {...control} {...register('size')}>
                <Options options={DIGITAL_SIZES.map((size) => ({ value: size, label: t(`sizes.${size}`) }))} />
              </NativeSelect>
            )}
          </Field>
        </div>
      )}
      <Field label={t('items.price')} error={error('price')}>
        {(control) => <MoneyInput {...control} {...register('price')} placeholder="0" />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}
