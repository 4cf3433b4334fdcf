import { UserRoundCheck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerFields } from '@core/domain/customer';
import { mutators } from '@core/zero/client-mutators';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import type { DialogState } from '../../components/form-dialog';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { useRowForm } from '../../hooks/use-row-form';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { isLanguage, languageNames, languages } from '../../lib/languages';
import { RowFormDialog } from './row-form-dialog';
import { type Customer, customerPath } from './customer';
import { useCustomerWithEmail } from './use-customer-with-email';

type CustomerFormDialogProps = DialogState & {
  /** The customer to edit; none to create one. */
  customer?: Customer | undefined;
  /** A name to start a new customer with (what was typed in a search). */
  initialName?: string;
  /** Told the id of the customer just created or saved. */
  onSaved?: (customerId: string) => void;
  /**
   * Offered when the e-mail typed is already another customer's: choosing that customer instead
   * closes the form (booking picks them). Without it, the form links to their page.
   */
  onChooseExisting?: (customerId: string) => void;
};

export function CustomerFormDialog({
  customer,
  initialName,
  onSaved,
  onChooseExisting,
  ...dialog
}: CustomerFormDialogProps) {
  return (
    <RowFormDialog {...dialog} ns="customers" editing={customer !== undefined} testId="customer-dialog">
      <CustomerForm
        customer={customer}
        initialName={initialName}
        onClose={() => dialog.onOpenChange(false)}
        onSaved={onSaved}
        onChooseExisting={onChooseExisting}
      />
    </RowFormDialog>
  );
}

type CustomerFormProps = {
  customer: Customer | undefined;
  initialName: string | undefined;
  onClose: () => void;
  onSaved: ((customerId: string) => void) | undefined;
  onChooseExisting: ((customerId: string) => void) | undefined;
};

function CustomerForm({ customer, initialName, onClose, onSaved, onChooseExisting }: CustomerFormProps) {
  const { t, i18n } = useTranslation(['customers', 'common']);
  const uiLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const message = useValidationMessage();
  const { form, formError, onSubmit } = useRowForm({
    name: 'customer',
    ns: 'customers',
    row: customer,
    schema: customerFields,
    defaultValues: {
      name: customer?.name ?? initialName ?? '',
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      notes: customer?.notes ?? '',
      // A new customer most likely speaks the language the photographer works in.
      language: customer ? (customer.language ?? '') : uiLanguage,
    },
    mutators: mutators.customer,
    onSaved: (_values, id) => {
      onClose();
      onSaved?.(id);
    },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const sameEmail = useCustomerWithEmail(useWatch({ control, name: 'email' }) ?? '', customer?.id);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="customer-form">
      <Field label={t('fields.name')} error={message(errors.name?.message)}>
        {(control) => <Input {...control} {...register('name')} autoComplete="off" autoFocus />}
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={t('fields.email')}
          error={message(errors.email?.message)}
          description={
            sameEmail && <SameEmailNotice existing={sameEmail} onChoose={onChooseExisting} onClose={onClose} />
          }
        >
          {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" inputMode="email" />}
        </Field>
        <Field label={t('fields.phone')} error={message(errors.phone?.message)}>
          {(control) => <Input {...control} {...register('phone')} type="tel" autoComplete="off" inputMode="tel" />}
        </Field>
      </div>
      <Field
        label={t('fields.language')}
        error={message(errors.language?.message)}
        description={t('fields.languageHint')}
      >
        {(control) => (
          <NativeSelect {...control} {...register('language')} data-testid="customer-language">
            {/* A customer from before languages were kept has none until one is chosen. */}
            {customer && !customer.language && <option value="">—</option>}
            {languages.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {languageNames[lng]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)} description={t('fields.notesHint')}>
        {(control) => <Textarea {...control} {...register('notes')} rows={4} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('common:actions.save')} />
    </form>
  );
}

type SameEmailNoticeProps = {
  existing: Customer;
  onChoose: ((customerId: string) => void) | undefined;
  /** Closes the form, as either way to the existing customer is taken. */
  onClose: () => void;
};

/** Says whose e-mail this already is, with the way to them: saving anyway stays allowed. */
function SameEmailNotice({ existing, onChoose, onClose }: SameEmailNoticeProps) {
  const { t } = useTranslation('customers');
  return (
    <span className="text-foreground" data-testid="same-email">
      <UserRoundCheck className="mr-1 inline size-3.5 align-[-2px] text-warning" aria-hidden="true" />
      {t('form.sameEmail', { name: existing.name })}{' '}
      {onChoose ? (
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-xs"
          onClick={() => {
            onClose();
            onChoose(existing.id);
          }}
        >
          {t('form.chooseExisting', { name: existing.name })}
        </Button>
      ) : (
        <Link to={customerPath(existing.id)} onClick={onClose} className="font-medium underline">
          {t('form.openExisting')}
        </Link>
      )}
    </span>
  );
}
