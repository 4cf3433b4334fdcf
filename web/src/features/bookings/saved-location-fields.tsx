import { useQuery } from '@rocicorp/zero/react';
import type { ReactNode } from 'react';
import { useWatch, type FieldPathByValue, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { queries } from '@core/zero/queries';
import { FormSelect } from '../../components/form-select';
import { namedOptions, Options } from '../../components/options';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { useAccount } from '../../hooks/use-account';

/** A form that keeps a saved location's id ('' for none) and the place in words. */
type PlaceValues = FieldValues & { locationId: string; location: string };

/** The words of these fields: each form's namespace has its own, under the same keys. */
type PlaceLabel = 'fields.location' | 'fields.locationText' | 'form.otherLocation' | 'form.locationPlaceholder';

type SavedLocationFieldsProps<T extends PlaceValues, Output> = {
  form: Pick<UseFormReturn<T, unknown, Output>, 'control' | 'register'>;
  label: (key: PlaceLabel) => string;
  /** The typed place's error, in words. */
  error: string | undefined;
  /** Under the choice of saved locations. */
  description?: ReactNode;
};

/**
 * Where a session or a booking plan takes place: one of the studio's saved locations, or another
 * place typed in words. The locations stay synced while the form is open: the mutators check the
 * chosen one in this browser first.
 */
export function SavedLocationFields<T extends PlaceValues, Output>({
  form,
  label,
  error,
  description,
}: SavedLocationFieldsProps<T, Output>) {
  const { account } = useAccount();
  const [locations] = useQuery(queries.locations.list({ accountId: account.id }));
  // The generic form cannot see that its own fields include these two.
  const idField = 'locationId' as FieldPathByValue<T, string>;
  const locationId = useWatch({ control: form.control, name: idField });
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <Field label={label('fields.location')} description={description}>
        {(fieldProps) => (
          <FormSelect {...fieldProps} control={form.control} name={idField}>
            <Options none={label('form.otherLocation')} options={namedOptions(locations)} />
          </FormSelect>
        )}
      </Field>
      {!locationId && (
        <Field label={label('fields.locationText')} error={error}>
          {(control) => (
            <Input
              {...control}
              {...form.register('location' as Path<T>)}
              placeholder={label('form.locationPlaceholder')}
            />
          )}
        </Field>
      )}
    </div>
  );
}
