import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@web/src/lib/toast';
import { z } from 'zod';
import { moneyInputText, parseMoney } from '@core/domain/currency';
import { SubjectFormDialog } from '@web/src/components/form-dialog';
import { MoneyInput } from '@web/src/components/money-input';
import { SingleFieldForm } from '@web/src/components/single-field-form';
import { useApi } from '@web/src/hooks/use-api';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
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
  const left = payment.amount - payment.amountRefunded;
  const [text, setText] = useState(() => moneyInputText(left, currency, locale));

  return (
    <SingleFieldForm
      label={t('payments:fields.amount')}
      description={t('invoice.refund.left', { amount: money(left) })}
      submitLabel={t('invoice.refund.submit')}
      check={() => {
        const amount = parseMoney(text, currency, locale);
        if (amount === undefined) return { ok: false, problem: 'moneyFormat' };
        return amount <= 0 ? { ok: false, problem: 'amountPositive' } : { ok: true, value: amount };
      }}
      send={async (amount) => {
        const path = `/api/accounts/${invoice.accountId}/invoices/${invoice.id}/refunds`;
        const answer = await api.post(path, { paymentId: payment.id, amount }, refundAnswer);
        toast.success(t('invoice.refund.requested', { amount: money(answer.amount) }));
      }}
      onDone={onDone}
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
    </SingleFieldForm>
  );
}
