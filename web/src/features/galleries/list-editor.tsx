import { Plus } from 'lucide-react';
import { useFieldArray, useFormState, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_LIST_PHOTOS, MAX_SELECTION_LISTS } from '@core/domain/selection';
import { MoveRemoveButtons } from '../../components/move-remove-buttons';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import type { GalleryFormControl, GalleryFormInput } from './gallery-form-schema';
import { newListRow } from './selection-lists-form';

type ListEditorProps = {
  control: GalleryFormControl;
  register: UseFormRegister<GalleryFormInput>;
};

/**
 * The named lists clients choose photos into besides their Favourites ("Album", "Prints"):
 * added, renamed, given or cleared a maximum, moved and removed; saved with the gallery.
 */
export function ListEditor({ control, register }: ListEditorProps) {
  const { t } = useTranslation('galleries');
  const lists = useFieldArray({ control, name: 'selectionLists' });
  const count = lists.fields.length;
  return (
    <fieldset className="grid gap-3" data-testid="selection-lists-editor">
      <legend className="mb-1 text-sm font-medium">{t('lists.title')}</legend>
      <p className="text-xs text-muted-foreground">{t('lists.hint')}</p>
      {count > 0 && (
        <div className="grid gap-3">
          {lists.fields.map((list, index) => (
            <ListRow
              key={list.id}
              control={control}
              register={register}
              index={index}
              count={count}
              onMove={(by) => lists.move(index, index + by)}
              onRemove={() => lists.remove(index)}
            />
          ))}
        </div>
      )}
      {count < MAX_SELECTION_LISTS ? (
        <Button variant="outline" size="sm" className="w-fit" onClick={() => lists.append(newListRow())}>
          <Plus aria-hidden="true" />
          {t('lists.add')}
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">{t('lists.full', { max: MAX_SELECTION_LISTS })}</p>
      )}
    </fieldset>
  );
}

type ListRowProps = ListEditorProps & {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function ListRow({ control, register, index, count, onMove, onRemove }: ListRowProps) {
  const { t } = useTranslation('galleries');
  const message = useValidationMessage();
  const { locale } = useStudioFormat();
  const { errors } = useFormState({ control, name: `selectionLists.${index}` });
  const error = errors.selectionLists?.[index];
  const position = index + 1;
  const own = (code: string | undefined) => {
    if (code === 'listMax') return t('lists.maxRange', { max: MAX_LIST_PHOTOS.toLocaleString(locale) });
    if (code === 'listNameTaken') return t('lists.nameTaken');
    return message(code);
  };
  return (
    <div
      role="group"
      aria-label={t('lists.row', { position })}
      className="grid gap-3 rounded-lg border bg-card p-3 shadow-xs sm:grid-cols-[1fr_10rem_auto] sm:items-start"
      data-testid="selection-list-row"
    >
      <Field label={t('lists.name')} error={own(error?.name?.message)}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            {...register(`selectionLists.${index}.name`)}
            autoComplete="off"
            placeholder={t('lists.namePlaceholder')}
          />
        )}
      </Field>
      <Field label={t('lists.max')} error={own(error?.max?.message)}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            {...register(`selectionLists.${index}.max`)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('lists.noMax')}
          />
        )}
      </Field>
      <MoveRemoveButtons
        index={index}
        count={count}
        labels={{
          up: t('lists.moveUp', { position }),
          down: t('lists.moveDown', { position }),
          remove: t('lists.remove', { position }),
        }}
        onMove={onMove}
        onRemove={onRemove}
        className="sm:pt-6"
      />
    </div>
  );
}
