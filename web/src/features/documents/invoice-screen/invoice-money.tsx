import { useQuery } from '@rocicorp/zero/react';
import { Banknote, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '@web/src/components/confirm-dialog';
import { IconButton } from '@web/src/components/icon-button';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/src/components/ui/button';
import { useAccount } from '@web/src/hooks/use-account';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import { useToastedMutation } from '@web/src/hooks/use-toasted-mutation';
import type { InstalmentRow } from '../document-types';
import type { Invoice, InvoicePayment } from './invoice-types';
import { RecordPaymentDialog } from './record-payment-dialog';
import type { PaymentTarget } from './record-payment-form';
import { RefundDialog } from './refund-dialog';
import { useDocumentMoney } from '@web/src/hooks/use-document-money';
import { SavedCard } from './saved-card';

/** What was taken through the card provider: only the provider changes it, and it is refunded here. */
const isCardPayment = (payment: InvoicePayment) => payment.providerPaymentId !== null;

/** The instalments with what was paid of each, and the payments recorded against the invoice. */
export function InvoiceMoney({ invoice, instalments }: { invoice: Invoice; instalments: readonly InstalmentRow[] }) {
  const { t } = useTranslation(['documents', 'payments']);
  const { account } = useAccount();
  const format = useStudioFormat();
  const money = useDocumentMoney(invoice.currency);
  const save = useToastedMutation();
  const [payments] = useQuery(queries.payments.ofInvoice({ accountId: account.id, invoiceId: invoice.id }));
  const [recording, setRecording] = useState<PaymentTarget>();
  const [refunding, setRefunding] = useState<InvoicePayment>();
  const [deleting, setDeleting] = useState<InvoicePayment>();
  // Money comes in only while the invoice stands; a cancelled one is settled by a corrective invoice.
  const open = invoice.status === 'issued';
  const left = invoice.total - invoice.amountPaid;

  return (
    <section aria-labelledby="invoice-money-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-money-heading" className="text-lg font-semibold">
          {t('invoice.money.title')}
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="invoice-paid">
          {t('invoice.money.paidOf', { paid: money(invoice.amountPaid), total: money(invoice.total) })}
          {invoice.amountRefunded > 0 && ` · ${t('invoice.money.refunded', { amount: money(invoice.amountRefunded) })}`}
        </p>
      </div>
      {instalments.length > 0 ? (
        <ul className="divide-y rounded-xl border bg-card" data-testid="invoice-instalments">
          {instalments.map((instalment, index) => {
            const due = instalment.amount - instalment.amountPaid;
            const name = t('invoice.money.instalment', { number: index + 1, count: instalments.length });
            return (
              <li key={instalment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-medium">{name}</span>
                <span className="text-muted-foreground">
                  {t('invoice.money.dueOn', { date: format.date(instalment.dueAt, 'date') })}
                </span>
                <span className="tabular-nums">{money(instalment.amount)}</span>
                <span className="text-muted-foreground tabular-nums">
                  {due <= 0
                    ? t('invoice.money.instalmentPaid')
                    : t('invoice.money.instalmentPaidPart', { paid: money(instalment.amountPaid) })}
                </span>
                {open && due > 0 && left > 0 && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="ml-auto"
                    aria-label={t('invoice.money.recordFor', { name })}
                    onClick={() =>
                      setRecording({
                        invoiceId: invoice.id,
                        instalmentId: instalment.id,
                        amountDue: Math.min(due, left),
                      })
                    }
                  >
                    <Banknote aria-hidden="true" />
                    {t('invoice.money.record')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        open &&
        left > 0 && (
          <Button
            variant="outline"
            className="w-fit"
            onClick={() => setRecording({ invoiceId: invoice.id, instalmentId: null, amountDue: left })}
          >
            <Banknote aria-hidden="true" />
            {t('invoice.money.record')}
          </Button>
        )
      )}
      <SavedCard invoice={invoice} />
      <h3 className="text-sm font-semibold">{t('invoice.money.payments')}</h3>
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoice.money.noPayments')}</p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" data-testid="invoice-payments">
          {payments.map((payment) => {
            const kept = payment.amount - payment.amountRefunded;
            const amount = money(payment.amount);
            return (
              <li key={payment.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
                <span className="font-semibold tabular-nums">{amount}</span>
                <span className="text-muted-foreground">{format.date(payment.date, 'date')}</span>
                <span>
                  {isCardPayment(payment) ? t('invoice.money.cardOnline') : t(`payments:method.${payment.method}`)}
                </span>
                <span className="text-muted-foreground">{t(`invoice.money.paymentStatus.${payment.status}`)}</span>
                {payment.amountRefunded > 0 && (
                  <span className="text-muted-foreground">
                    {t('invoice.money.refunded', { amount: money(payment.amountRefunded) })}
                  </span>
                )}
                {payment.dispute && (
                  <span className={payment.dispute === 'won' ? 'text-muted-foreground' : 'text-destructive'}>
                    {t(`invoice.money.dispute.${payment.dispute}`)}
                  </span>
                )}
                <span className="ml-auto flex gap-1">
                  {isCardPayment(payment) && payment.status === 'completed' && kept > 0 && (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t('invoice.refund.open', { amount })}
                      onClick={() => setRefunding(payment)}
                    >
                      <Undo2 aria-hidden="true" />
                      {t('invoice.refund.action')}
                    </Button>
                  )}
                  {!isCardPayment(payment) && (
                    <IconButton
                      icon={Trash2}
                      className="text-muted-foreground hover:text-destructive"
                      label={t('invoice.money.delete', { amount })}
                      onClick={() => setDeleting(payment)}
                    />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <RecordPaymentDialog target={recording} currency={invoice.currency} onClose={() => setRecording(undefined)} />
      <RefundDialog invoice={invoice} payment={refunding} onClose={() => setRefunding(undefined)} />
      <ConfirmDialog
        subject={deleting}
        onOpenChange={() => setDeleting(undefined)}
        title={(payment) => t('invoice.money.deleteTitle', { amount: money(payment.amount) })}
        description={t('invoice.money.deleteDescription')}
        confirmLabel={t('invoice.money.deleteConfirm')}
        testId="delete-invoice-payment"
        onConfirm={(payment) =>
          save(mutators.payment.delete({ id: payment.id }), t('invoice.money.deleted'), { awaitServer: true })
        }
      />
    </section>
  );
}
