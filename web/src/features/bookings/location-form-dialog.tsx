import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { locationFields } from '@core/domain/location';
import type { schema } from '@core/zero/schema';
import { mutators } from '@core/zero/mutators';
import type { Row } from '@rocicorp/zero';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useMutationSubmit } from '../../hooks/use-mutation-submit';
import { useValidationMessage } from '../../hooks/use-validation-message';

type Location = Row<typeof schema.tables.locations>;

type LocationFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location to edit; none to add one. */
  location?: Location | undefined;
  /** A new location's name as typed elsewhere (the booking form's "Where"). */
  initialName?: string | undefined;
  /** Told the id of the location just saved. */
  onSaved?: ((locationId: string) => void) | undefined;
};

export function LocationFormDialog({ open, onOpenChange, location, initialName, onSaved }: LocationFormDialogProps) {
  const { t } = useTranslation('locations');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={location ? t('form.editTitle') : t('form.newTitle')}
      description={t('form.description')}
      testId="location-dialog"
    >
      <LocationForm
        location={location}
        initialName={initialName}
        onDone={(id) => {
          onOpenChange(false);
          onSaved?.(id);
        }}
      />
    </FormDialog>
  );
}

type LocationFormProps = {
  location: Location | undefined;
  initialName: string | undefined;
  onDone: (locationId: string) => void;
};

function LocationForm({ location, initialName, onDone }: LocationFormProps) {
  const { t } = useTranslation(['locations', 'common']);
  const { account } = useAccount();
  const message = useValidationMessage();
  const { error: formError, submit } = useMutationSubmit();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof locationFields>, unknown, z.output<typeof locationFields>>({
    resolver: zodResolver(locationFields),
    defaultValues: {
      name: location?.name ?? initialName ?? '',
      address: location?.address ?? '',
      notes: location?.notes ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    const id = location?.id ?? newId();
    await submit(
      location
        ? mutators.location.update({ id, ...values })
        : mutators.location.create({ id, accountId: account.id, ...values }),
      () => {
        toast.success(location ? t('toast.updated', { name: values.name }) : t('toast.created', { name: values.name }));
        onDone(id);
      },
    );
  });

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
