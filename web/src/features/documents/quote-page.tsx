import { useQuery } from '@rocicorp/zero/react';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from '../../lib/toast';
import { quoteShownStatus } from '@core/domain/invoice-values';
import { entityId } from '@core/domain/ids';
import { readInvoicingSettings } from '@core/domain/invoicing-settings';
import { queries } from '@core/zero/queries';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useApi } from '../../hooks/use-api';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useNow } from '../../hooks/use-now';
import { useQueryPatience } from '../../hooks/use-query-patience';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { languageNames } from '../../lib/languages';
import { ApiError } from '../../lib/api';
import { DocumentLink } from './document-link';
import { sendQuote } from './document-api';
import { DocumentFields } from './document-fields';
import { DocumentSavesContext, useDocumentSaves, useDocumentSavesState } from '../../hooks/use-document-saves';
import { SaveState } from '../../components/save-state';
import { DeleteDraftButton, DocumentHeader, DocumentLoading, DocumentMissing } from './document-screen';
import { DocumentTotals } from './document-totals';
import { invoicePath, type DocumentLineRow, type QuoteRow, type WithCustomer } from './document-types';
import { LinesEditor } from './lines-editor';
import { LinesTable } from './lines-table';
import { QuotePlan } from './payment-plan';
import { QuoteStatusBadge } from '../../components/document-status-badges';

type Quote = WithCustomer<QuoteRow> & { readonly lines: readonly DocumentLineRow[] };

/** /app/quotes/:quoteId: a draft quote's editor, or a sent quote, its answer and its client link. */
export function QuotePage() {
  const { quoteId = '' } = useParams();
  const { account } = useAccount();
  // A mistyped address is no quote; the query would refuse the id.
  const validId = entityId.safeParse(quoteId).success;
  const [quote, result] = useQuery(validId && queries.quotes.byId({ accountId: account.id, id: quoteId }));
  const loading = useQueryPatience(quote, result);
  if (validId && loading) return <DocumentLoading />;
  if (!validId || !quote) return <DocumentMissing kind="quote" />;
  return <QuoteScreen key={quote.id} quote={quote} />;
}

function QuoteScreen({ quote }: { quote: Quote }) {
  const { t } = useTranslation('documents');
  const now = useNow();
  const saves = useDocumentSavesState();
  const [sentPath, setSentPath] = useState<string | null>();
  const status = quoteShownStatus(quote, now);
  const customer = quote.customer?.name ?? '';
  return (
    <DocumentSavesContext value={saves}>
      <div className="grid gap-8">
        <DocumentHeader
          kind="quote"
          title={quote.title || t('quote.title', { customer })}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <QuoteStatusBadge status={status} />
              <span>{t(`quote.statusNote.${status}`)}</span>
              {quote.status === 'draft' && <SaveState />}
            </span>
          }
          actions={quote.status === 'draft' && <DraftActions quote={quote} onSent={setSentPath} />}
        />
        {quote.status === 'draft' ? <QuoteEditor quote={quote} /> : <SentQuote quote={quote} sentPath={sentPath} />}
      </div>
    </DocumentSavesContext>
  );
}

function QuoteEditor({ quote }: { quote: Quote }) {
  const { account } = useAccount();
  const offline = useWriteBlock('sync');
  const [settingsRow] = useQuery(queries.invoices.settings({ accountId: account.id }));
  const settings = readInvoicingSettings(settingsRow?.value);
  return (
    <div className="grid gap-8" data-testid="quote-editor">
      <WritesOffNotice reason={offline} />
      <DocumentFields kind="quote" document={quote} />
      <LinesEditor
        kind="quote"
        documentId={quote.id}
        lines={quote.lines}
        currency={quote.currency}
        negative={false}
        defaultTaxRateBp={settings.defaultTaxRateBp}
      />
      <DocumentTotals document={quote} lines={quote.lines} />
      <QuotePlan quote={quote} hasSession={quote.sessionId != null} />
    </div>
  );
}

/** Delete, and send after saying what it does, for a draft. */
function DraftActions({ quote, onSent }: { quote: Quote; onSent: (path: string | null) => void }) {
  const { t } = useTranslation('documents');
  const api = useApi();
  const { account } = useAccount();
  const errorMessage = useApiErrorMessage();
  const { settled } = useDocumentSaves();
  const [confirming, setConfirming] = useState(false);
  const email = quote.customer?.email ?? '';

  const send = async () => {
    await settled();
    try {
      const answer = await sendQuote(api, account.id, quote.id);
      onSent(answer.linkPath);
      toast.success(answer.mailed ? t('quote.sentMailed', { email }) : t('quote.sentNotMailed'));
      return undefined;
    } catch (error) {
      // The studio's own words: the errors namespace's speaks to a client answering the quote.
      if (error instanceof ApiError && error.code === 'quote_expired') return t('quote.expiredBeforeSend');
      return errorMessage(error);
    }
  };

  return (
    <>
      <DeleteDraftButton kind="quote" documentId={quote.id} />
      <Button onClick={() => setConfirming(true)}>
        <Send aria-hidden="true" />
        {t('quote.send')}
      </Button>
      <ConfirmDialog
        subject={confirming ? quote : undefined}
        onOpenChange={setConfirming}
        title={() => t('quote.sendTitle')}
        description={email ? t('quote.sendDescription', { email }) : t('quote.sendNoEmail')}
        confirmLabel={t('quote.send')}
        onConfirm={send}
        route="api"
        testId="send-quote-dialog"
      />
    </>
  );
}

/** What was sent, read-only, with the client's link and, once accepted, the invoice it became. */
function SentQuote({ quote, sentPath }: { quote: Quote; sentPath: string | null | undefined }) {
  const { t } = useTranslation('documents');
  const format = useStudioFormat();
  const fields: [string, string][] = [
    [t('fields.customer'), quote.customer?.name ?? ''],
    [t('fields.customerTaxId'), quote.customerTaxId],
    [t('fields.customerAddress'), quote.customerAddress],
    [t('fields.language'), languageNames[quote.language]],
    [t('fields.expiresAt'), quote.expiresAt == null ? t('fields.noExpiry') : format.date(quote.expiresAt, 'date')],
    ...(quote.sentAt == null ? [] : ([[t('quote.sentAt'), format.date(quote.sentAt, 'date')]] as [string, string][])),
    ...(quote.answeredAt == null
      ? []
      : ([[t('quote.answeredAt'), format.date(quote.answeredAt, 'date')]] as [string, string][])),
  ];
  return (
    <div className="grid gap-8" data-testid="sent-quote">
      {quote.status === 'accepted' && quote.invoiceId && (
        <p className="text-sm">
          {t('quote.becameInvoice')}{' '}
          <Link to={invoicePath(quote.invoiceId)} className="font-medium underline underline-offset-4">
            {t('quote.openInvoice')}
          </Link>
        </p>
      )}
      <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-line">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <LinesTable lines={quote.lines} currency={quote.currency} />
      <DocumentTotals document={quote} lines={quote.lines} />
      {quote.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{quote.notes}</p>}
      <DocumentLink kind="quote" documentId={quote.id} initialPath={sentPath} />
    </div>
  );
}
