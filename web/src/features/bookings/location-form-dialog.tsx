import { useTranslation } from 'react-i18next';
import { locationFields } from '@core/domain/location';
import type { schema } from '@core/zero/schema';
import { mutators } from '@core/zero/client-mutators';
import type { Row } from '@rocicorp/zero';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useRowForm } from '../../hooks/use-row-form';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { rowFormDialog } from './row-form-dialog';

type Location = Row<typeof schema.tables.locations>;

type LocationFormProps = {
  /** The location to edit; none to add one. */
  location?: Location | undefined;
  /** A new location's name as typed elsewhere (the booking form's "Where"). */
  initialName?: string | undefined;
  /** Told the id of the location just saved. */
  onDone: (locationId: string) => void;
};

function LocationForm({ location, initialName, onDone }: LocationFormProps) {
  const { t } = useTranslation(['locations', 'common']);
  const message = useValidationMessage();
  const { form, formError, onSubmit } = useRowForm({
    name: 'location',
    ns: 'locations',
    row: location,
    schema: locationFields,
    defaultValues: {
      name: location?.name ?? initialName ?? '',
      address: location?.address ?? '',
      notes: location?.notes ?? '',
    },
    mutators: mutators.location,
    onSaved: (_values, id) => onDone(id),
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="location-form">
      <Field label={t('fields.name')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" autoFocus />}
      </Field>
      <Field label={t('fields.address')} error={message(errors.address?.message)}>
        {(control) => <Input {...control} {...register('address')} autoComplete="street-address" />}
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...register('notes')} rows={3} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}

/** Adds or edits a location; `onSaved` is told the id just saved. */
export const LocationFormDialog = rowFormDialog(LocationForm, {
  ns: 'locations',
  testId: 'location-dialog',
  editing: ({ location }) => location !== undefined,
});
