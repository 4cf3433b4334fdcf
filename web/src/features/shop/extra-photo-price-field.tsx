import { useTranslation } from 'react-i18next';
import { moneyInputText, parseMoney } from '@core/domain/currency';
import { mutators } from '@core/zero/client-mutators';
import { MoneyInput } from '../../components/money-input';
import { useFieldDraft } from '../../components/saved-field';
import { Field } from '../../components/ui/field';
import { useDocumentSaves } from '../../hooks/use-document-saves';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useWriteBlock } from '../../hooks/use-write-block';
import type { PriceList } from './shop-types';

/** What each photo beyond a package costs, saved as the person leaves the field; empty sells none. */
export function ExtraPhotoPriceField({ list }: { list: PriceList }) {
  const { t } = useTranslation('shopSetup');
  const { currency, locale } = useStudioFormat();
  const message = useValidationMessage();
  const { save } = useDocumentSaves();
  const blocked = useWriteBlock('sync') !== undefined;
  const stored = list.extraPhotoPrice ?? null;
  const draft = useFieldDraft(stored === null ? '' : moneyInputText(stored, currency, locale), async (text) => {
    const extraPhotoPrice = text.trim() === '' ? null : parseMoney(text, currency, locale);
    if (extraPhotoPrice === undefined) return message('moneyFormat');
    return save(mutators.priceList.setExtraPhotoPrice({ id: list.id, extraPhotoPrice }));
  });
  return (
    <Field label={t('list.extraPrice')} description={t('list.extraPriceHint')} error={draft.error}>
      {(field) => (
        <MoneyInput
          {...field}
          value={draft.value}
          readOnly={blocked}
          placeholder={t('list.noExtras')}
          onChange={(event) => draft.onChange(event.target.value)}
          onBlur={draft.onBlur}
          data-testid="extra-photo-price"
        />
      )}
    </Field>
  );
}
