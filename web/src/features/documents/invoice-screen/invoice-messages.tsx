import { useQuery } from '@rocicorp/zero/react';
import { useTranslation } from 'react-i18next';
import { queries } from '@core/zero/queries';
import { useAccount } from '@web/src/hooks/use-account';
import { useStudioFormat } from '@web/src/hooks/use-studio-format';
import type { Invoice } from './invoice-types';

/** What was mailed to the client about the invoice, and when: the invoice, reminders, receipts. */
export function InvoiceMessages({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('documents');
  const { account } = useAccount();
  const format = useStudioFormat();
  const [messages] = useQuery(queries.invoiceMessages.ofInvoice({ accountId: account.id, invoiceId: invoice.id }));

  return (
    <section
      aria-labelledby="invoice-messages-heading"
      className="grid content-start gap-3 rounded-xl border bg-card p-6"
    >
      <h2 id="invoice-messages-heading" className="text-lg font-semibold">
        {t('invoice.messages.title')}
      </h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoice.messages.empty')}</p>
      ) : (
        <ol className="grid gap-2 text-sm" data-testid="invoice-messages">
          {messages.map((message) => (
            <li key={message.id} className="grid gap-0.5">
              <span className="font-medium">
                {message.kind === 'reminder_before' || message.kind === 'reminder_after'
                  ? t(`invoice.messages.kind.${message.kind}`, { count: message.offsetDays })
                  : t(`invoice.messages.kind.${message.kind}`)}
              </span>
              <span className="text-muted-foreground">
                {t('invoice.messages.sent', { date: format.date(message.sentAt, 'dateTime'), to: message.toAddress })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
