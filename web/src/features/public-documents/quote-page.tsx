import { CalendarX2, CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientQuote } from '@core/domain/client-document';
import { Alert, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useApiErrorMessage } from '../../hooks/use-api-error-message';
import { useHydrated } from '../../hooks/use-hydrated';
import { acceptQuote, declineQuote } from './document-api';
import { useDocumentFormat } from '../../components/public/document-format';
import { DocumentNotice, Lines, Notes, Parties, Totals } from '../../components/public/document-parts';

type QuotePageProps = { slug: string; token: string; quote: ClientQuote };

/**
 * /p/{slug}/quote/{token}: the quote a client was mailed, which they accept (it becomes their
 * invoice, whose page they go on to, to pay what is due now) or decline, while it is open. Drawn
 * by the server (web/src/drawn/client-document.tsx), then taken over by React for its buttons.
 */
export function QuotePage({ slug, token, quote: first }: QuotePageProps) {
  const { t } = useTranslation(['public', 'invoiceDocument']);
  const format = useDocumentFormat(first);
  const [quote, setQuote] = useState(first);
  const answered = quote.status !== 'sent' || quote.expired;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-5 py-10 sm:py-14" data-testid="client-quote">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">{t('invoiceDocument:quote')}</p>
        <h1 className="site-heading">{quote.title || t('invoiceDocument:quote')}</h1>
        {quote.expiresAt !== null && !answered && (
          <p className="text-muted-foreground" data-testid="quote-expiry">
            {t('clientDocument.validUntil', { date: format.date(quote.expiresAt) })}
          </p>
        )}
      </header>
      {answered && <QuoteAnswer quote={quote} date={format.date} />}
      <Parties
        seller={quote.seller}
        buyer={{ name: quote.customerName, taxId: quote.customerTaxId, address: quote.customerAddress }}
      />
      <Lines lines={quote.lines} format={format} />
      <Totals subtotal={quote.subtotal} taxes={quote.taxes} total={quote.total} format={format} />
      {!answered && quote.instalments.length > 1 && (
        <section className="grid gap-2 text-sm" data-testid="quote-plan">
          <h2 className="font-semibold">{t('clientDocument.plan')}</h2>
          <ul className="grid gap-1">
            {quote.instalments.map((instalment, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>
                  {t('clientDocument.instalment', { number: index + 1 })}{' '}
                  <span className="text-muted-foreground">
                    {t('clientDocument.dueOn', { date: format.date(instalment.dueAt) })}
                  </span>
                </span>
                <span className="tabular-nums">{format.money(instalment.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Notes notes={quote.notes} />
      {!answered && (
        <QuoteAnswers
          slug={slug}
          token={token}
          onDeclined={(answeredAt) => setQuote({ ...quote, status: 'declined', answeredAt })}
        />
      )}
    </div>
  );
}

/** How each answer, and the lack of one in time, shows. */
const ANSWERS = {
  accepted: { icon: CircleCheck, variant: 'success' },
  declined: { icon: CircleX, variant: 'default' },
  expired: { icon: CalendarX2, variant: 'default' },
} as const;

/** What became of a quote that can no longer be answered. */
function QuoteAnswer({ quote, date }: { quote: ClientQuote; date: (ms: number) => string }) {
  const { t } = useTranslation('public');
  const answer = quote.status === 'sent' ? 'expired' : quote.status;
  return (
    <DocumentNotice
      {...ANSWERS[answer]}
      title={t(`clientDocument.${answer}.title`)}
      description={t(`clientDocument.${answer}.description`, {
        date: date(quote.answeredAt ?? quote.expiresAt ?? 0),
      })}
      testId={`quote-${answer}`}
    />
  );
}

type QuoteAnswersProps = { slug: string; token: string; onDeclined: (answeredAt: number) => void };

/** Accept, or decline once confirmed: an answer is final. */
function QuoteAnswers({ slug, token, onDeclined }: QuoteAnswersProps) {
  const { t } = useTranslation('public');
  const errorMessage = useApiErrorMessage();
  // Drawn by the server, the buttons wait for React: a press before then would do nothing.
  const hydrated = useHydrated();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [sending, setSending] = useState<'accept' | 'decline'>();
  const [error, setError] = useState<string>();

  const run = async (action: 'accept' | 'decline') => {
    setError(undefined);
    setSending(action);
    try {
      if (action === 'accept') {
        // On to the invoice it became, to pay what is due now; the page stays busy until it opens.
        window.location.assign(await acceptQuote(slug, token));
        return;
      }
      onDeclined(await declineQuote(slug, token));
    } catch (caught) {
      setError(errorMessage(caught));
    }
    setSending(undefined);
  };

  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5" data-testid="quote-answers">
      {error && (
        <Alert variant="destructive" data-testid="quote-error">
          <AlertTitle>{error}</AlertTitle>
        </Alert>
      )}
      {confirmDecline ? (
        <>
          <p>{t('clientDocument.declineConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={sending !== undefined} onClick={() => void run('decline')}>
              {sending === 'decline' && <Spinner />}
              {t('clientDocument.declineYes')}
            </Button>
            <Button variant="outline" disabled={sending !== undefined} onClick={() => setConfirmDecline(false)}>
              {t('clientDocument.declineNo')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('clientDocument.acceptHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="lg" disabled={!hydrated || sending !== undefined} onClick={() => void run('accept')}>
              {sending === 'accept' && <Spinner />}
              {t('clientDocument.accept')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={!hydrated || sending !== undefined}
              onClick={() => setConfirmDecline(true)}
            >
              {t('clientDocument.decline')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
