import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { newId } from '@core/domain/ids';
import { sessionBalance } from '@core/domain/money';
import { isStoredReceipt, MAX_RECEIPT_BYTES, receiptContentTypes } from '@core/domain/payment';
import { paymentMethods, paymentStatuses } from '@core/domain/session-values';
import { mutators } from '@core/zero/client-mutators';
import { DateField } from '../../components/date-field';
import { FormStringField } from '../../components/form-string-field';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { FormDialog } from '../../components/form-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useValidationMessage } from '../../hooks/use-validation-message';
import { useZeroMutation } from '../../hooks/use-zero-mutation';
import type { Payment, Session } from './booking';
import { MoneyInput } from '../../components/money-input';
import { paymentFormSchema, paymentFormValues, type PaymentFormInput } from './payment-form';
import { uploadReceipt } from './receipts';
import { Options } from '../../components/options';

type PaymentFormDialogProps = {
  session: Session | undefined;
  /** The payment to change; none to record a new one. */
  payment?: Payment | undefined;
  onOpenChange: (open: boolean) => void;
};

export function PaymentFormDialog({ session, payment, onOpenChange }: PaymentFormDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <FormDialog
      open={session !== undefined}
      onOpenChange={onOpenChange}
      title={payment ? t('form.editTitle') : t('form.newTitle')}
      description={t('form.description')}
      testId="payment-dialog"
    >
      {session && <PaymentForm session={session} payment={payment} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

const acceptedReceipts: readonly string[] = receiptContentTypes;

/** Why a chosen file cannot be a receipt (a `validation` key), checked before uploading it. */
function receiptProblem(file: File | undefined): string | undefined {
  if (!file) return undefined;
  if (!acceptedReceipts.includes(file.type)) return 'receiptType';
  if (file.size === 0) return 'receiptEmpty';
  if (file.size > MAX_RECEIPT_BYTES) return 'receiptTooLarge';
  return undefined;
}

function PaymentForm({
  session,
  payment,
  onDone,
}: {
  session: Session;
  payment: Payment | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation(['payments', 'common']);
  const { timeZone, currency, locale } = useStudioFormat();
  const now = useNow();
  const api = useApi();
  const mutate = useZeroMutation();
  const message = useValidationMessage();
  const apiErrorMessage = useApiErrorMessage();
  const [formError, setFormError] = useState<string>();
  const [file, setFile] = useState<File>();
  // One id per form: when only the receipt upload failed, trying again must not record the
  // payment a second time.
  const [id] = useState(() => payment?.id ?? newId());
  const [saved, setSaved] = useState(payment !== undefined);
  const storedReceipt = payment !== undefined && isStoredReceipt(payment.receipt);

  const schema = useMemo(
    () => paymentFormSchema({ timeZone, currency, locale }, session.id),
    [timeZone, currency, locale, session.id],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormInput, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: paymentFormValues(payment, {
      timeZone,
      currency,
      locale,
      now,
      storedReceipt,
      balance: sessionBalance(session),
    }),
  });
  const fileProblem = receiptProblem(file);

  const onSubmit = handleSubmit(async ({ sessionId, receipt, ...values }) => {
    if (fileProblem) return;
    setFormError(undefined);
    // A receipt file is replaced only by another file; the number field is not shown for it.
    const changes = storedReceipt ? values : { ...values, receipt };
    // With a file to upload, the payment must be on the server first: wait for its answer.
    const outcome = saved
      ? await mutate(mutators.payment.update({ id, ...changes }), { awaitServer: file !== undefined })
      : await mutate(mutators.payment.create({ id, sessionId, receipt, ...values }), {
          awaitServer: file !== undefined,
        });
    if (!outcome.ok) {
      setFormError(outcome.message);
      return;
    }
    setSaved(true);
    if (file) {
      try {
        await uploadReceipt(api, id, file);
      } catch (error) {
        // The payment itself is saved; only the file is missing. Say so and keep the form open.
        setFormError(t('form.receiptFailed', { reason: apiErrorMessage(error) }));
        return;
      }
    }
    toast.success(payment ? t('toast.updated') : t('toast.recorded'));
    onDone();
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" data-testid="payment-form">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.amount')} error={message(errors.amount?.message)}>
          {(control) => <MoneyInput {...control} {...register('amount')} autoFocus />}
        </Field>
        <Field label={t('fields.date')} error={message(errors.date?.message)}>
          {(fieldProps) => <FormStringField as={DateField} {...fieldProps} control={control} name="date" />}
        </Field>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field label={t('fields.method')}>
          {(control) => (
            <NativeSelect {...control} {...register('method')}>
              <Options options={paymentMethods.map((method) => ({ value: method, label: t(`method.${method}`) }))} />
            </NativeSelect>
          )}
        </Field>
        <Field label={t('fields.status')} description={t('form.statusHint')}>
          {(control) => (
            <NativeSelect {...control} {...register('status')}>
              <Options options={paymentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
            </NativeSelect>
          )}
        </Field>
      </div>
      {storedReceipt ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Paperclip className="size-4" aria-hidden="true" />
          {t('form.hasReceiptFile')}
        </p>
      ) : (
        <Field label={t('fields.receiptNumber')} error={message(errors.receipt?.message)}>
          {(control) => <Input {...control} {...register('receipt')} autoComplete="off" />}
        </Field>
      )}
      <Field
        label={storedReceipt ? t('fields.replaceReceipt') : t('fields.receiptFile')}
        description={t('form.receiptHint')}
        error={message(fileProblem)}
      >
        {(control) => (
          <Input
            {...control}
            type="file"
            accept={receiptContentTypes.join(',')}
            onChange={(event) => setFile(event.target.files?.[0])}
            className="file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium"
          />
        )}
      </Field>
      <Field label={t('fields.notes')} error={message(errors.notes?.message)}>
        {(control) => <Textarea {...control} {...register('notes')} rows={2} />}
      </Field>
      <DialogFormFooter
        error={formError}
        pending={isSubmitting}
        submitLabel={payment ? t('common:actions.save') : t('form.record')}
      />
    </form>
  );
}
