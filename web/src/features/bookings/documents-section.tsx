import { useQuery } from '@rocicorp/zero/react';
import type { Row } from '@rocicorp/zero';
import { FilePlus2, ReceiptText } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { newId } from '@core/domain/ids';
import { type DocumentLanguage } from '@core/domain/invoice';
import { quoteShownStatus } from '@core/domain/invoice-values';
import { mutators } from '@core/zero/client-mutators';
import { queries } from '@core/zero/queries';
import type { schema } from '@core/zero/schema';
import { InvoicePaymentBadges, InvoiceStatusBadge, QuoteStatusBadge } from '../../components/document-status-badges';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { WritesOffNotice } from '../../components/writes-off-notice';
import { useAccount } from '../../hooks/use-account';
import { useDocumentMoney } from '../../hooks/use-document-money';
import { useNow } from '../../hooks/use-now';
import { useStudioFormat } from '../../hooks/use-studio-format';
import { useWriteBlock } from '../../hooks/use-write-block';
import { useZeroMutation } from '../../hooks/use-zero-mutation';

type QuoteRow = Row<typeof schema.tables.quotes>;
type InvoiceRow = Row<typeof schema.tables.invoices>;
type Kind = 'quote' | 'invoice';

/** How many of a customer's documents their page lists, newest first. */
const CUSTOMER_DOCUMENTS = 50;

/** A session's quotes and invoices, and new ones that start with the session as their first line. */
export function SessionDocuments({ session }: { session: { id: string; customerId: string } }) {
  const { account } = useAccount();
  const args = { accountId: account.id, sessionId: session.id };
  const [quotes] = useQuery(queries.quotes.bySession(args));
  const [invoices] = useQuery(queries.invoices.bySession(args));
  return (
    <DocumentsSection quotes={quotes} invoices={invoices} customerId={session.customerId} sessionId={session.id} />
  );
}

/** A customer's quotes and invoices, newest first, and new ones for them. */
export function CustomerDocuments({ customerId }: { customerId: string }) {
  const { account } = useAccount();
  const args = { accountId: account.id, customerId, limit: CUSTOMER_DOCUMENTS };
  const [quotes] = useQuery(queries.quotes.list(args));
  const [invoices] = useQuery(queries.invoices.list(args));
  return (
    <DocumentsSection
      quotes={quotes}
      invoices={invoices}
      customerId={customerId}
      newestFirst
      headingClassName="text-lg font-semibold"
    />
  );
}

type DocumentsSectionProps = {
  quotes: readonly QuoteRow[];
  invoices: readonly InvoiceRow[];
  customerId: string;
  /** The session new documents are for: its type and price become their first line. */
  sessionId?: string;
  newestFirst?: boolean;
  headingClassName?: string;
};

/** Quotes and invoices, each opening its own screen, with buttons that create a draft and open it. */
function DocumentsSection({
  quotes,
  invoices,
  customerId,
  sessionId,
  newestFirst = false,
  headingClassName = 'text-sm font-semibold',
}: DocumentsSectionProps) {
  const { t } = useTranslation(['payments', 'documents']);
  const headingId = useId();
  const { account } = useAccount();
  const { locale } = useStudioFormat();
  const navigate = useNavigate();
  const mutate = useZeroMutation();
  const writesOff = useWriteBlock('sync');
  const [creating, setCreating] = useState<Kind>();
  const documents = [
    ...quotes.map((quote) => ({ kind: 'quote' as const, row: quote })),
    ...invoices.map((invoice) => ({ kind: 'invoice' as const, row: invoice })),
  ].sort((a, b) => (a.row.createdAt - b.row.createdAt) * (newestFirst ? -1 : 1));
  // A client reads every document in the language of their latest one, else the interface's.
  const latest = documents.reduce<QuoteRow | InvoiceRow | undefined>(
    (found, { row }) => (found && found.createdAt >= row.createdAt ? found : row),
    undefined,
  );
  const language: DocumentLanguage = latest?.language ?? locale;

  const create = async (kind: Kind) => {
    setCreating(kind);
    const id = newId();
    const args = {
      id,
      accountId: account.id,
      customerId,
      language,
      ...(sessionId ? { sessionId, sessionLine: { id: newId() } } : {}),
    };
    const outcome = await mutate(kind === 'quote' ? mutators.quote.create(args) : mutators.invoice.create(args), {
      awaitServer: true,
    });
    setCreating(undefined);
    if (!outcome.ok) toast.error(outcome.message);
    else void navigate(kind === 'quote' ? `/app/quotes/${id}` : `/app/invoices/${id}/edit`);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="documents-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className={headingClassName}>
          {t('documents.title')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {(['quote', 'invoice'] as const).map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant="outline"
              disabled={creating !== undefined || writesOff !== undefined}
              onClick={() => void create(kind)}
            >
              {creating === kind ? <Spinner /> : <FilePlus2 aria-hidden="true" />}
              {t(`documents:list.${kind}.new`)}
            </Button>
          ))}
        </div>
      </div>
      <WritesOffNotice reason={writesOff} />
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('documents.empty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="document-list">
          {documents.map((document) =>
            document.kind === 'quote' ? (
              <QuoteItem key={document.row.id} quote={document.row} />
            ) : (
              <InvoiceItem key={document.row.id} invoice={document.row} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function QuoteItem({ quote }: { quote: QuoteRow }) {
  const { t } = useTranslation(['payments', 'documents']);
  const now = useNow();
  return (
    <DocumentItem
      to={`/app/quotes/${quote.id}`}
      label={quote.title ? t('documents.quoteNamed', { title: quote.title }) : t('documents:list.quote.untitled')}
      total={quote.total}
      currency={quote.currency}
      testId="session-quote"
    >
      <QuoteStatusBadge status={quoteShownStatus(quote, now)} />
    </DocumentItem>
  );
}

function InvoiceItem({ invoice }: { invoice: InvoiceRow }) {
  const { t } = useTranslation(['payments', 'documents']);
  const draft = invoice.status === 'draft';
  return (
    <DocumentItem
      // A draft opens in its editor; every other invoice on its own screen.
      to={draft ? `/app/invoices/${invoice.id}/edit` : `/app/invoices/${invoice.id}`}
      label={
        invoice.numberText
          ? t('documents.invoiceNumbered', { number: invoice.numberText })
          : t('documents.invoiceDraft')
      }
      total={invoice.total}
      currency={invoice.currency}
      testId="session-invoice"
    >
      <InvoiceStatusBadge status={invoice.status} />
      {invoice.status === 'issued' && <InvoicePaymentBadges invoice={invoice} />}
    </DocumentItem>
  );
}

type DocumentItemProps = {
  to: string;
  label: string;
  total: number;
  currency: string;
  testId: string;
  /** Its status badges. */
  children: ReactNode;
};

function DocumentItem({ to, label, total, currency, testId, children }: DocumentItemProps) {
  const money = useDocumentMoney(currency);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm" data-testid={testId}>
      <ReceiptText className="size-4 text-muted-foreground" aria-hidden="true" />
      <Link to={to} className="font-medium hover:underline">
        {label}
      </Link>
      <span className="inline-flex flex-wrap gap-1">{children}</span>
      <span className="ml-auto font-semibold tabular-nums">{money(total)}</span>
    </li>
  );
}
