import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/src/lib/toast';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { paymentMethods } from '@core/domain/session-values';
import { mutators } from '@core/zero/client-mutators';
import { DateField } from '@web/src/components/date-field';
import { DialogFormFooter } from '@web/src/components/dialog-form-footer';
import { SubjectFormDialog } from '@web/src/components/form-dialog';
import { FormStringField } from '@web/src/components/form-string-field';
import { MoneyInput } from '@web/src/components/money-input';
import { Options } from '@web/src/components/options';
import { Field } from '@web/src/components/ui/field';
import { NativeSelect } from '@web/src/components/ui/native-select';
import { Textarea } from '@web/src/components/ui/textarea';
import { useNow } from '@web/src/hooks/use-now';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import { useValidationMessage } from '@web/src/hooks/use-validation-message';
import { useZeroMutation } from '@web/src/hooks/use-zero-mutation';
import {
  recordPaymentSchema,
  recordPaymentValues,
  type PaymentTarget,
  type RecordPaymentInput,
} from './record-payment-form';
import { useDocumentCurrency } from '@web/src/hooks/use-document-money';

type RecordPaymentDialogProps = { target: PaymentTarget | undefined; currency: string; onClose: () => void };

/** Records money the client paid by hand (cash, a transfer) against one instalment of the invoice. */
export function RecordPaymentDialog({ target, currency, onClose }: RecordPaymentDialogProps) {
  const { t } = useTranslation('documents');
  return (
    <SubjectFormDialog
      subject={target}
      onOpenChange={(open) => !open && onClose()}
      title={() => t('invoice.record.title')}
      description={t('invoice.record.description')}
      testId="record-invoice-payment"
    >
      {(subject) => <RecordPaymentForm target={subject} currency={currency} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

function RecordPaymentForm({
  target,
  currency: code,
  onDone,
}: {
  target: PaymentTarget;
  currency: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['documents', 'payments']);
  const { timeZone, locale } = useStudioFormat();
  const currency = useDocumentCurrency(code);
  const now = useNow();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string>();
  // One id per form, so a second click after a slow answer records nothing twice.
  const [id] = useState(newId);
  const context = useMemo(() => ({ timeZone, currency, locale }), [timeZone, currency, locale]);
  const schema = useMemo(() => recordPaymentSchema(context, target), [context, target]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecordPaymentInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: recordPaymentValues(target, { ...context, now }),
  });

  const onSubmit = handleSubmit(async (fields) => {
    setFormError(undefined);
    const outcome = await mutate(mutators.payment.recordForInvoice({ id, ...fields }), { awaitServer: true });
    if (!outcome.ok) {
      setFormError(outcome.message);
      return;
    }
    toast.success(t('invoice.record.done'));
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('payments:fields.amount')} error={message(errors.amount?.message)}>
          {(control) => <MoneyInput {...control} currency={currency} {...register('amount')} autoFocus />}
        </Field>
        <Field label={t('payments:fields.date')} error={message(errors.date?.message)}>
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="date" />}
        </Field>
      </div>
      <Field label={t('payments:fields.method')}>
        {(control) => (
          <NativeSelect {...control} {...register('method')}>
            <Options
              options={paymentMethods.map((method) => ({ value: method, label: t(`payments:method.${method}`) }))}
            />
          </NativeSelect>
        )}
      </Field>
      <Field label={t('payments:fields.notes')} error={message(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...register('notes')} rows={2} />}
      </Field>
      <DialogFormFooter error={formError} pending={isSubmitting} submitLabel={t('invoice.record.submit')} />
    </form>
  );
}
