import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { moneyInputText, parseMoney } from '@core/domain/currency';
import { DialogFormFooter } from '@web/src/components/dialog-form-footer';
import { SubjectFormDialog } from '@web/src/components/form-dialog';
import { MoneyInput } from '@web/src/components/money-input';
import { Field } from '@web/src/components/ui/field';
import { useApi } from '@web/src/hooks/use-api';
import { useApiErrorMessage } from '@web/src/hooks/use-api-error-message';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import { useValidationMessage } from '@web/src/hooks/use-validation-message';
import type { Invoice, InvoicePayment } from './invoice-types';
import { useDocumentCurrency, useDocumentMoney } from '@web/src/hooks/use-document-money';

const refundAnswer = z.object({ status: z.literal('requested'), amount: z.number() });

type RefundDialogProps = { invoice: Invoice; payment: InvoicePayment | undefined; onClose: () => void };

/**
 * Gives back all or part of a card payment through the card provider. The payment shows as
 * refunded once the provider confirms (its webhook), which the screen then shows live.
 */
export function RefundDialog({ invoice, payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation('documents');
  const money = useDocumentMoney(invoice.currency);
  return (
    <SubjectFormDialog
      subject={payment}
      onOpenChange={(open) => !open && onClose()}
      title={(shown) => t('invoice.refund.title', { amount: money(shown.amount) })}
      description={t('invoice.refund.description')}
      testId="refund-dialog"
    >
      {(subject) => <RefundForm invoice={invoice} payment={subject} onDone={onClose} />}
    </SubjectFormDialog>
  );
}

function RefundForm({ invoice, payment, onDone }: { invoice: Invoice; payment: InvoicePayment; onDone: () => void }) {
  const { t } = useTranslation(['documents', 'payments']);
  const { locale } = useStudioFormat();
  const currency = useDocumentCurrency(invoice.currency);
  const money = useDocumentMoney(invoice.currency);
  const api = useApi();
  const apiErrorMessage = useApiErrorMessage();
  const message = useValidationMessage();
  const left = payment.amount - payment.amountRefunded;
  const [text, setText] = useState(() => moneyInputText(left, currency, locale));
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const amount = parseMoney(text, currency, locale);
    const problem = amount === undefined ? 'moneyFormat' : amount <= 0 ? 'amountPositive' : undefined;
    setFieldError(problem);
    setFormError(undefined);
    if (amount === undefined || problem) return;
    setPending(true);
    try {
      const path = `/api/accounts/${invoice.accountId}/invoices/${invoice.id}/refunds`;
      const answer = await api.post(path, { paymentId: payment.id, amount }, refundAnswer);
      toast.success(t('invoice.refund.requested', { amount: money(answer.amount) }));
      onDone();
    } catch (error) {
      setFormError(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field
        label={t('payments:fields.amount')}
        description={t('invoice.refund.left', { amount: money(left) })}
        error={message(fieldError)}
      >
        {(control) => (
          <MoneyInput
            {...control}
            currency={currency}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <DialogFormFooter error={formError} pending={pending} submitLabel={t('invoice.refund.submit')} route="api" />
    </form>
  );
}
