import { Ban, CircleCheck, Clock, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientInstalment, ClientInvoice } from '@core/domain/client-document';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { payInstalment } from './document-api';
import { useDocumentFormat, type DocumentFormatter } from '../../components/public/document-format';
import { DocumentNotice, Lines, Notes, Parties, Totals } from '../../components/public/document-parts';

type InvoicePageProps = {
  token: string;
  invoice: ClientInvoice;
  /** The Veri*Factu QR code as SVG, drawn by the server; none outside Spain. */
  qrSvg: string | null;
};

/**
 * /p/{slug}/invoice/{token}: the invoice a client was mailed (or was taken to on accepting its
 * quote): what it charges, its instalments, each paid by card on the studio's payment page, and
 * how else to pay. Drawn by the server on every visit (so a client back from the card page sees
 * what they paid), then taken over by React for its buttons.
 */
export function InvoicePage({ token, invoice, qrSvg }: InvoicePageProps) {
  const { t } = useTranslation(['public', 'invoiceDocument']);
  const format = useDocumentFormat(invoice);
  const cancelled = invoice.status === 'cancelled';
  const owing = !cancelled && invoice.instalments.some((instalment) => instalment.amountPaid < instalment.amount);
  const dueAt = invoice.dueAt ?? invoice.instalments.at(-1)?.dueAt ?? null;
  const kind = t(invoice.kind === 'corrective' ? 'invoiceDocument:corrective' : 'invoiceDocument:invoice');

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-5 py-10 sm:py-14" data-testid="client-invoice">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="site-heading">{invoice.number ? `${kind} ${invoice.number}` : kind}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
            {invoice.issuedAt !== null && (
              <>
                <dt>{t('invoiceDocument:issuedAt')}</dt>
                <dd>{format.date(invoice.issuedAt)}</dd>
              </>
            )}
            {dueAt !== null && (
              <>
                <dt>{t('invoiceDocument:dueAt')}</dt>
                <dd>{format.date(dueAt)}</dd>
              </>
            )}
          </dl>
        </div>
        <Button variant="outline" asChild>
          <a href={`/api/invoice-links/${encodeURIComponent(token)}/pdf`} data-testid="invoice-pdf">
            <Download aria-hidden="true" />
            {t('clientDocument.download')}
          </a>
        </Button>
      </header>
      {cancelled && (
        <DocumentNotice
          icon={Ban}
          title={t('clientDocument.cancelled.title')}
          description={t('clientDocument.cancelled.description', {
            date: format.date(invoice.cancelledAt ?? invoice.issuedAt ?? 0),
          })}
          testId="invoice-cancelled"
        />
      )}
      {!cancelled && invoice.paymentStatus === 'paid' && (
        <DocumentNotice
          icon={CircleCheck}
          variant="success"
          title={t('clientDocument.paidInFull')}
          description={t('invoiceDocument:paid') + ' · ' + format.money(invoice.amountPaid)}
          testId="invoice-paid"
        />
      )}
      {invoice.correctsNumber && (
        <p className="font-medium" data-testid="invoice-corrects">
          {t('invoiceDocument:corrects', { number: invoice.correctsNumber, reason: invoice.correctionReason })}
        </p>
      )}
      <Parties
        seller={invoice.seller}
        buyer={{ name: invoice.customerName, taxId: invoice.customerTaxId, address: invoice.customerAddress }}
      />
      <Lines lines={invoice.lines} format={format} />
      <Totals
        subtotal={invoice.subtotal}
        taxes={invoice.taxes}
        total={invoice.total}
        paid={invoice.amountPaid}
        format={format}
      />
      {!cancelled && invoice.instalments.length > 0 && <Instalments invoice={invoice} token={token} format={format} />}
      {owing && invoice.paymentInstructions && (
        <section className="grid gap-1 text-sm" data-testid="invoice-instructions">
          <h2 className="font-semibold">{t('invoiceDocument:paymentInstructions')}</h2>
          {invoice.cardPayments && <p className="text-muted-foreground">{t('clientDocument.orTransfer')}</p>}
          <p className="whitespace-pre-line">{invoice.paymentInstructions}</p>
        </section>
      )}
      <Notes notes={invoice.notes} />
      {invoice.verifactu && qrSvg && (
        <section className="flex items-center gap-4 text-sm" data-testid="invoice-verifactu">
          <a
            href={invoice.verifactu.qrUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('clientDocument.verifactuLink')}
            className="block size-28 shrink-0 rounded-md bg-white p-1.5"
            // The server drew it (qrcode), from the address the tax agency reads.
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div className="grid gap-1">
            <p className="font-semibold tracking-wide">{invoice.verifactu.legend}</p>
            <p className="text-muted-foreground">{t('clientDocument.verifactu')}</p>
          </div>
        </section>
      )}
    </div>
  );
}

type InstalmentsProps = { invoice: ClientInvoice; token: string; format: DocumentFormatter };

/** Each instalment with its due date and what is paid of it; what is owed is paid here by card. */
function Instalments({ invoice, token, format }: InstalmentsProps) {
  const { t } = useTranslation(['public', 'invoiceDocument']);
  const errorMessage = useApiErrorMessage();
  // Drawn by the server, the buttons wait for React: a press before then would do nothing.
  const hydrated = useHydrated();
  const [paying, setPaying] = useState<string>();
  const [error, setError] = useState<string>();
  const processing = invoice.paymentStatus === 'processing';

  const pay = async (instalment: ClientInstalment) => {
    setError(undefined);
    setPaying(instalment.id);
    try {
      // The studio's card page; it brings the client back to this page once they have paid.
      window.location.assign(await payInstalment(token, instalment.id));
      return;
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setPaying(undefined);
  };

  return (
    <section className="grid gap-3" aria-labelledby="invoice-instalments" data-testid="invoice-instalments">
      <h2 id="invoice-instalments" className="text-lg font-semibold">
        {t('invoiceDocument:instalments')}
      </h2>
      {error && (
        <Alert variant="destructive" role="alert" data-testid="invoice-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      {processing && (
        <DocumentNotice
          icon={Clock}
          title={t('clientDocument.processing')}
          description={t('clientDocument.processingHint')}
          testId="invoice-processing"
        />
      )}
      <ul className="divide-y rounded-xl border bg-card">
        {invoice.instalments.map((instalment, index) => {
          const owed = instalment.amount - instalment.amountPaid;
          return (
            <li
              key={instalment.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              data-testid="invoice-instalment"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">
                  {t('clientDocument.instalment', { number: index + 1 })} · {format.money(instalment.amount)}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('clientDocument.dueOn', { date: format.date(instalment.dueAt) })}
                  {owed > 0 &&
                    instalment.amountPaid > 0 &&
                    ` · ${t('clientDocument.paidOf', { amount: format.money(instalment.amountPaid) })}`}
                </span>
              </div>
              {owed <= 0 ? (
                <Badge variant="success">
                  <CircleCheck aria-hidden="true" />
                  {t('clientDocument.paid')}
                </Badge>
              ) : processing ? (
                <Badge variant="warning">
                  <Clock aria-hidden="true" />
                  {t('clientDocument.processing')}
                </Badge>
              ) : invoice.cardPayments ? (
                <Button disabled={!hydrated || paying !== undefined} onClick={() => void pay(instalment)}>
                  {paying === instalment.id && <Spinner />}
                  {t('clientDocument.pay', { amount: format.money(owed) })}
                </Button>
              ) : (
                <span className="text-sm font-medium">{t('clientDocument.owed', { amount: format.money(owed) })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
