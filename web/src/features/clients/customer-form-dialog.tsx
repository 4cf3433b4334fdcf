import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { customerFields } from '../../../../core/domain/customer';
import { newId } from '../../../../core/domain/ids';
import { mutators } from '../../../../core/zero/mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useAccount } from '../../hooks/use-account';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { Customer } from './customer';

type FormInput = z.input<typeof customerFields>;
type FormOutput = z.output<typeof customerFields>;

type CustomerFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; none to create one. */
  customer?: Customer | undefined;
  /** A name to start a new customer with (what was typed in a search). */
  initialName?: string;
  /** Told the id of the customer just created or saved. */
  onSaved?: (customerId: string) => void;
};

export function CustomerFormDialog({ open, onOpenChange, customer, initialName, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation('customers');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="customer-dialog">
        <DialogHeader>
          <DialogTitle>{customer ? t('form.editTitle') : t('form.newTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed, so every opening starts from the customer's current values. */}
        <CustomerForm
          customer={customer}
          initialName={initialName}
          onDone={(customerId) => {
            onOpenChange(false);
            onSaved?.(customerId);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

type CustomerFormProps = {
  customer: Customer | undefined;
  initialName: string | undefined;
  onDone: (customerId: string) => void;
};

function CustomerForm({ customer, initialName, onDone }: CustomerFormProps) {
  const { t } = useTranslation(['customers', 'common']);
  const { account } = useAccount();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(customerFields),
    defaultValues: {
      name: customer?.name ?? initialName ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      notes: customer?.notes ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    const id = customer?.id ?? newId();
    const outcome = customer
      ? await mutate(mutators.customer.update({ id, ...values }))
      : await mutate(mutators.customer.create({ id, accountId: account.id, ...values }));
    if (!outcome.ok) {
      setFormError(outcome.message);
      return;
    }
    toast.success(customer ? t('toast.updated', { name: values.name }) : t('toast.created', { name: values.name }));
    onDone(id);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="customer-form">
      <Field label={t('fields.name')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" autoFocus />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.email')} error={message(errors.email?.message)}>
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" inputMode="email" />}
        </Field>
        <Field label={t('fields.phone')} error={message(errors.phone?.message)}>
          {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="off" inputMode="tel" />}
        </Field>
      </div>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)} description={t('fields.notesHint')}>
        {(control) => <Textarea {...control} {...register('notes')} rows={4} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}
