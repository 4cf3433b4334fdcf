import { useFormState, useWatch, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { downloadSizes } from '@core/domain/gallery';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { useValidationMessage } from '../../hooks/use-validation-message';
import type { GalleryFormControl, GalleryFormInput } from './gallery-form-schema';

type DownloadFieldsProps = {
  control: GalleryFormControl;
  register: UseFormRegister<GalleryFormInput>;
};

/**
 * What clients may download once downloads are on: web-size renders (watermarked when the
 * gallery's watermark is on), the untouched originals, or either; and a PIN they type first.
 */
export function DownloadFields({ control, register }: DownloadFieldsProps) {
  const { t } = useTranslation('galleries');
  const message = useValidationMessage();
  const downloads = useWatch({ control, name: 'downloads' });
  const { errors } = useFormState({ control, name: ['downloadPin'] });
  if (!downloads) return null;
  const labels = t('downloadOptions.sizes', { returnObjects: true });
  return (
    <div className="grid gap-3 pt-2" data-testid="download-fields">
      <Field label={t('downloadOptions.size')} description={t('downloadOptions.sizeHint')}>
        {(fieldProps) => (
          <NativeSelect {...fieldProps} {...register('downloadSizes')} className="w-fit">
            {downloadSizes.map((size) => (
              <option key={size} value={size}>
                {labels[size]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field
        label={t('downloadOptions.pin')}
        description={t('downloadOptions.pinHint')}
        error={message(errors.downloadPin?.message)}
      >
        {(fieldProps) => (
          <Input
            {...fieldProps}
            {...register('downloadPin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            className="w-32"
          />
        )}
      </Field>
    </div>
  );
}
